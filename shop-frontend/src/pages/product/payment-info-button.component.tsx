import { lazy, Suspense, useState } from 'react';
import { useHasBeenTrue } from '../../components/use-has-been-true';

// The popup, and with it the shared UI module, loads on the first click: the product page and its
// picture render without waiting for either.
const PaymentInfoDialog = lazy(() => import(/* webpackChunkName: "payment-info" */ './payment-info.dialog'));

/** 'Оплата и доставка' and the popup it opens. */
export function PaymentInfoButton() {
  const [open, setOpen] = useState(false);
  const mounted = useHasBeenTrue(open);
  return (
    <>
      <button type="button" className="shop-button shop-button--outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Оплата и доставка
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <PaymentInfoDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
