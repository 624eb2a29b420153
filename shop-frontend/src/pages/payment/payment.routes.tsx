import type { ShellServices } from '@shop/domain';
import { lazy } from 'react';
import { Route } from 'react-router';

const PaymentPage = lazy(() => import('./payment.page').then((m) => ({ default: m.PaymentPage })));
const ThanksPage = lazy(() => import('../thanks/thanks.page').then((m) => ({ default: m.ThanksPage })));

/** Online payment (spec §2 'Payment page', 'Thanks page') as <Route> elements for the shop's <Routes>. */
export function paymentRoutes(services: ShellServices) {
  return (
    <>
      <Route path="payment/order/:orderId" element={<PaymentPage services={services} />} />
      <Route path="thanks" element={<ThanksPage services={services} />} />
    </>
  );
}
