import type { ShellServices } from '@shop/domain';
import { lazy } from 'react';
import { Route } from 'react-router';
import { usePrefetchWhenIdle } from '../../components/use-prefetch-when-idle';
import { useShellSession } from './use-shell-session';

const loadAccountPages = () => import(/* webpackChunkName: "account-pages" */ './account.pages');
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

/**
 * Nobody signed in: «Войти» and every «В корзину» lead to /login. Once the page is live and the
 * browser idle, the account pages' code (8 kB) is fetched, so that page opens without waiting for it.
 */
export function AccountPagesPrefetch({ services }: { services: ShellServices }) {
  usePrefetchWhenIdle(loadAccountPages, useShellSession(services.session).token === null);
  return null;
}
