import { loginReturningTo, type CheckAdminResponseDto, type ShellServices } from '@shop/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import './admin-guard.css';

export const ADMIN_CHECK_TEXT = 'Проверка прав администратора…';

type Verdict = 'checking' | 'admin' | 'denied';

/**
 * Layout route around every admin screen (spec §2 'Admin guard'): asks the server, which reads
 * the role from the database, whether the signed-in visitor is an administrator. Anything but a
 * clear yes — no token, an error, a network failure — counts as no (spec §8) and opens /login,
 * which brings the administrator back to this page once signed in.
 */
export function AdminGuard({ services }: { services: ShellServices }) {
  const { session, http } = services;
  const token = useSyncExternalStore(session.subscribe, session.getSnapshot).token;
  const signedIn = token !== null;
  const { pathname, search } = useLocation();
  const [verdict, setVerdict] = useState<Verdict>(signedIn ? 'checking' : 'denied');

  useEffect(() => {
    if (!signedIn) {
      setVerdict('denied');
      return;
    }
    let current = true;
    setVerdict('checking');
    // A session that cannot be renewed is ended by the client, which opens /login itself.
    void http.request<CheckAdminResponseDto>('/api/auth/check-admin').then((answer) => {
      if (current) setVerdict(answer.ok && answer.data?.isAdmin === true ? 'admin' : 'denied');
    });
    return () => {
      current = false;
    };
  }, [http, signedIn]);

  if (verdict === 'denied') return <Navigate to={loginReturningTo(`${pathname}${search}`)} replace />;
  if (verdict === 'checking') {
    return (
      <p className="adm-checking" role="status">
        {ADMIN_CHECK_TEXT}
      </p>
    );
  }
  return <Outlet />;
}
