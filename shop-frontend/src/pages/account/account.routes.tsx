import type { ShellServices } from '@shop/domain';
import { lazy } from 'react';
import { Route } from 'react-router';

const loadAccountPages = () => import('./account.pages');
const LoginPage = lazy(() => loadAccountPages().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => loadAccountPages().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => loadAccountPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => loadAccountPages().then((m) => ({ default: m.ResetPasswordPage })));
const ProfilePage = lazy(() => loadAccountPages().then((m) => ({ default: m.ProfilePage })));
const RemindersUnsubscribePage = lazy(() => loadAccountPages().then((m) => ({ default: m.RemindersUnsubscribePage })));

/** The account screens (spec §2), as <Route> elements for the shop's <Routes>. */
export function accountRoutes(services: ShellServices) {
  return (
    <>
      <Route path="login" element={<LoginPage services={services} />} />
      <Route path="register" element={<RegisterPage services={services} />} />
      <Route path="forgot-password" element={<ForgotPasswordPage services={services} />} />
      <Route path="reset-password" element={<ResetPasswordPage services={services} />} />
      <Route path="profile" element={<ProfilePage services={services} />} />
      <Route path="reminders/unsubscribe" element={<RemindersUnsubscribePage services={services} />} />
    </>
  );
}
