import { Navigate, Route, Routes } from 'react-router';
import { AdminPlaceholderPage } from './pages/admin-placeholder.page';
import './styles/admin.css';

/**
 * Exposed as 'admin/routes': the /admin/* screens. The shell mounts it under '/admin/*', so the
 * paths here are relative to /admin/.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="orders" replace />} />
      <Route path="orders" element={<AdminPlaceholderPage section="Заказы, ожидающие подтверждения" />} />
      <Route path="orders/paid" element={<AdminPlaceholderPage section="Оплаченные заказы" />} />
      <Route path="products" element={<AdminPlaceholderPage section="Товары" />} />
      <Route path="*" element={<Navigate to="orders" replace />} />
    </Routes>
  );
}
