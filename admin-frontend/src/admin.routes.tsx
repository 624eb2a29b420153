import type { RemoteRoutesProps } from '@shop/domain';
import { Navigate, Route, Routes } from 'react-router';
import { AdminApiProvider } from './api/admin-api.context';
import { CalendarPage } from './calendar/calendar.page';
import { DashboardPage } from './dashboard/dashboard.page';
import { DeliveriesPage } from './deliveries/deliveries.page';
import { FlowersPage } from './flowers/flowers.page';
import { AdminGuard } from './guard/admin-guard.component';
import { OwnerOnly } from './guard/owner-only.component';
import { StaffLanding } from './guard/staff-landing.component';
import { OrdersPage } from './orders/orders.page';
import { PaidOrdersPage } from './paid/paid-orders.page';
import { ReceiptPrintPage } from './paid/receipt-print.page';
import { ProductsPage } from './products/products.page';
import { PromoCodesPage } from './promo/promo-codes.page';
import { ReviewsPage } from './reviews/reviews.page';
import { StaffPage } from './staff/staff.page';
import './styles/admin.css';

/**
 * Exposed as 'admin/routes': the /admin/* screens, each behind the admin guard (the owner's own
 * behind OwnerOnly as well). The shell mounts
 * it under '/admin/*', so the paths here are relative to /admin/. The data layer talks to the
 * API through the shell's services (one session, one token refresh).
 */
export default function AdminRoutes({ services }: RemoteRoutesProps) {
  return (
    <AdminApiProvider services={services}>
      <Routes>
        <Route element={<AdminGuard services={services} />}>
          <Route index element={<StaffLanding />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/paid" element={<PaidOrdersPage />} />
          <Route path="deliveries" element={<DeliveriesPage />} />
          <Route element={<OwnerOnly />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="calendar" element={<CalendarPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="flowers" element={<FlowersPage />} />
            <Route path="promo-codes" element={<PromoCodesPage />} />
            <Route path="staff" element={<StaffPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="receipt/:paymentId" element={<ReceiptPrintPage />} />
          </Route>
          <Route path="*" element={<Navigate to="orders" replace />} />
        </Route>
      </Routes>
    </AdminApiProvider>
  );
}
