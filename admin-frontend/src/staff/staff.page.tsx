import { FormField, showToast, TOAST_MS } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@shop/domain';
import { useReloadStaff, useStaff } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { StaffMemberDto } from '../api/admin-api.types';
import { AdminPage } from '../components/admin-page.component';
import { ErrorLine } from '../components/error-line.component';
import { QueryList } from '../components/query-list.component';
import { formatDateTime } from '../format/admin-format';
import { STAFF_ROLE_LABELS, STAFF_TEXTS } from './staff.texts';

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/** /admin/staff: the owner invites staff by e-mail (a link to set a password) and removes them. */
export function StaffPage() {
  const staff = useStaff();
  return (
    <AdminPage title={STAFF_TEXTS.title}>
      <InviteForm />
      <section className="adm-section" aria-label="Список сотрудников">
        <QueryList query={staff} loading={STAFF_TEXTS.loading} failure={ADMIN_API_FALLBACKS.staff} empty={STAFF_TEXTS.empty}>
          {(member) => <StaffRow key={member.user_id} member={member} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}

function InviteForm() {
  const api = useAdminApi();
  const reload = useReloadStaff();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('florist');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const member = await api.inviteStaff({ email, role });
      await reload();
      setEmail('');
      notify(STAFF_TEXTS.invited(member.email));
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.inviteStaff));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adm-panel__title">
        Пригласить сотрудника
      </h2>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="adm-form__row">
          <FormField
            id={`${id}-email`}
            label={STAFF_TEXTS.email}
            compact
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label className="adm-select" htmlFor={`${id}-role`}>
            <span className="adm-select__label">{STAFF_TEXTS.role}</span>
            <select id={`${id}-role`} className="adm-select__input" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {STAFF_ROLE_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="adm-muted">{STAFF_TEXTS.floristHint}</p>
        <ErrorLine text={error} />
        <div className="adm-form__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
            {busy ? STAFF_TEXTS.inviting : STAFF_TEXTS.invite}
          </button>
        </div>
      </form>
    </section>
  );
}

function StaffRow({ member }: { member: StaffMemberDto }) {
  const api = useAdminApi();
  const reload = useReloadStaff();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(STAFF_TEXTS.confirmRemove(member.email))) return;
    setBusy(true);
    setError(null);
    try {
      await api.removeStaff(member.user_id);
      await reload();
      notify(STAFF_TEXTS.removed(member.email));
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.removeStaff));
      setBusy(false);
    }
  }

  return (
    <article className="adm-card adm-staff" aria-label={member.email}>
      <div className="adm-staff__who">
        <strong>{member.email}</strong>
        <span>
          {STAFF_ROLE_LABELS[member.role]}
          {member.invited_at && ` · приглашён ${formatDateTime(member.invited_at)}`}
          {!member.accepted && ` · ${STAFF_TEXTS.pending}`}
        </span>
      </div>
      <button type="button" className="ui-button ui-button--small ui-button--danger" disabled={busy} onClick={() => void remove()}>
        {busy ? STAFF_TEXTS.removing : STAFF_TEXTS.remove}
      </button>
      <ErrorLine text={error} />
    </article>
  );
}
