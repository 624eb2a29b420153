import { CHECK_ADMIN_PATH, isStaffRole, loginReturningTo, type CheckAdminResponseDto, type ShellServices, type StaffRole } from '@shop/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StaffRoleContext, StaffVerifiedContext } from './staff-role.context';
import './admin-guard.css';

export const ADMIN_CHECK_TEXT = 'Проверка прав администратора…';

type Verdict = 'checking' | 'denied' | StaffRole;

/**
 * Layout route around every admin screen (spec §2 'Admin guard'): asks the server, which reads
 * the role from the database, whether the signed-in visitor is on the staff (the owner or a
 * florist) and as whom; the screens below show only what that role may do. Anything but a
 * clear yes — no token, an error, a network failure — counts as no (spec §8) and opens /login,
 * which brings the administrator back to this page once signed in.
 */
export function AdminGuard({ services }: { services: ShellServices }) {
  const { session, http } = services;
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const signedIn = snapshot.token !== null;
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
    void http.request<CheckAdminResponseDto>(CHECK_ADMIN_PATH).then((answer) => {
      const role = answer.ok && answer.data?.isAdmin === true ? answer.data.role : null;
      if (current) setVerdict(isStaffRole(role) ? role : 'denied');
    });
    return () => {
      current = false;
    };
  }, [http, signedIn]);

  if (verdict === 'denied') return <Navigate to={loginReturningTo(`${pathname}${search}`)} replace />;
  const verified = verdict !== 'checking';
  // While the server is asked, a member's screen is built out of sight with the role the sign-in
  // gave, so its lists load alongside the check; it shows only once the server says yes (and the
  // server answers those lists only to the staff anyway).
  const provisional = isStaffRole(snapshot.role) ? snapshot.role : null;
  const role = verified ? verdict : provisional;
  return (
    <>
      {!verified && (
        <p className="adm-checking" role="status">
          {ADMIN_CHECK_TEXT}
        </p>
      )}
      {role && (
        <StaffRoleContext.Provider value={role}>
          <StaffVerifiedContext.Provider value={verified}>
            <div className="adm-guarded" hidden={!verified}>
              <Outlet />
            </div>
          </StaffVerifiedContext.Provider>
        </StaffRoleContext.Provider>
      )}
    </>
  );
}
