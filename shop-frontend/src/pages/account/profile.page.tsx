import {
  formatMoscowDateTime,
  normalisedPhoneOrInput,
  staffLandingPath,
  validateProfileForm,
  type ProfileForm,
  type ProfileResponseDto,
  type ProfileUpdatePayloadDto,
  type ShellServices,
  type UserDto,
} from '@shop/domain';
import { FormField } from '@shop/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { AccountLayout } from './account-layout.component';
import { FormMessage } from './form-message.component';
import { RememberedDatesSection } from './remembered-dates.section';
import { useShellSession } from './use-shell-session';

/** Spec §4 and §8 'Profile'. */
export const PROFILE_TEXTS = {
  saved: 'Данные обновлены!',
  notAuthorized: 'Не авторизован',
  saveFailed: 'Ошибка при сохранении профиля',
} as const;

/** Spec §8 and §9: profile messages clear after 3 s; a saved form then returns to view mode. */
const NOTICE_MS = 3000;

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly user: UserDto };
type Notice = { readonly tone: 'success' | 'error'; readonly text: string };

const isUser = (data: unknown): data is ProfileResponseDto => typeof (data as Partial<ProfileResponseDto> | null)?.user?.username === 'string';

export function ProfilePage({ services }: { services: ShellServices }) {
  const signedIn = useShellSession(services.session).token !== null;
  const navigate = useNavigate();
  const [profile, setProfile] = useState<Loaded>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const stopEditing = useCallback(() => setEditing(false), []);

  useEffect(() => {
    if (!signedIn) {
      setProfile({ state: 'failed' });
      return;
    }
    let current = true;
    void services.http.request<ProfileResponseDto>('/api/profile').then((answer) => {
      if (current) setProfile(answer.ok && isUser(answer.data) ? { state: 'ready', user: answer.data.user } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [services.http, signedIn]);

  const logOut = async () => {
    await services.session.logOut();
    navigate('/login');
  };

  if (profile.state === 'loading') {
    return (
      <AccountLayout title="Личный кабинет" width="wide">
        <p className="shop-status" role="status">
          Загрузка профиля…
        </p>
      </AccountLayout>
    );
  }
  if (profile.state === 'failed') {
    return (
      <AccountLayout title="Личный кабинет" width="wide">
        <FormMessage tone="error">{PROFILE_TEXTS.notAuthorized}</FormMessage>
        <Link to="/login?redirect=/profile" className="shop-button shop-button--primary shop-form__submit">
          Войти
        </Link>
      </AccountLayout>
    );
  }

  const { user } = profile;
  const landing = staffLandingPath(user.role);
  return (
    <AccountLayout title="Личный кабинет" width="wide">
      {editing ? (
        <ProfileEditForm services={services} user={user} onSaved={(saved) => setProfile({ state: 'ready', user: saved })} onDone={stopEditing} />
      ) : (
        <>
          <ProfileView user={user} />
          <div className="shop-account__actions">
            <button type="button" className="shop-button shop-button--primary" onClick={() => setEditing(true)}>
              Редактировать
            </button>
            {/* Spec §6: order history is the customer’s, the admin panel the staff’s (each at their own start). */}
            {landing ? (
              <Link to={landing} className="shop-button shop-button--outline">
                Панель администратора
              </Link>
            ) : (
              <Link to="/orders/history" className="shop-button shop-button--outline">
                Мои заказы
              </Link>
            )}
            <button type="button" className="shop-button shop-button--outline" onClick={() => void logOut()}>
              Выйти
            </button>
          </div>
        </>
      )}
      {!landing && <RememberedDatesSection services={services} />}
    </AccountLayout>
  );
}

/** On the shop's clock, marked МСК: '12 мая 2026 г., 14:05 МСК'. */
function formatDate(value: string | null): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatMoscowDateTime(value);
}

function ProfileView({ user }: { user: UserDto }) {
  const rows: readonly [string, string | null][] = [
    ['Имя пользователя', user.username],
    ['Email', user.email],
    ['ФИО', user.full_name],
    ['Телефон', user.phone],
    ['Telegram', user.telegram],
    ['Дата регистрации', formatDate(user.created_at)],
    ['Последний вход', formatDate(user.last_login)],
  ];
  return (
    <dl className="shop-profile" data-testid="profile-view">
      {rows.map(([term, value]) => (
        <div key={term} className="shop-profile__row">
          <dt>{term}</dt>
          <dd className={value ? undefined : 'shop-profile__empty'}>{value || 'не указано'}</dd>
        </div>
      ))}
    </dl>
  );
}

const validateProfile = (values: ProfileForm) => validateProfileForm(values).errors;

interface EditProps {
  readonly services: ShellServices;
  readonly user: UserDto;
  readonly onSaved: (user: UserDto) => void;
  /** Back to view mode: cancelled, or 3 s after a save. */
  readonly onDone: () => void;
}

function ProfileEditForm({ services, user, onSaved, onDone }: EditProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useDomainForm(validateProfile, {
    defaultValues: { email: user.email, fullName: user.full_name ?? '', phone: user.phone ?? '', telegram: user.telegram ?? '' },
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
      if (notice.tone === 'success') onDone();
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onDone]);

  const save = form.handleSubmit(async (values) => {
    setNotice(null);
    const body: ProfileUpdatePayloadDto = {
      email: values.email.trim(),
      full_name: values.fullName?.trim() ?? '',
      // Sent (and then shown) as +7XXXXXXXXXX whichever accepted spelling was typed.
      phone: normalisedPhoneOrInput(values.phone ?? ''),
      telegram: values.telegram?.trim() ?? '',
    };
    const answer = await services.http.request<ProfileResponseDto>('/api/profile', { method: 'PUT', body });
    if (answer.ok && isUser(answer.data)) {
      onSaved(answer.data.user);
      return setNotice({ tone: 'success', text: PROFILE_TEXTS.saved });
    }
    const reason = !answer.ok && answer.kind === 'status' ? answer.message : null;
    setNotice({ tone: 'error', text: reason ? `${PROFILE_TEXTS.saveFailed}. ${reason}` : PROFILE_TEXTS.saveFailed });
  });

  const saved = notice?.tone === 'success';
  return (
    <form className="shop-form" onSubmit={save} noValidate aria-label="Редактирование профиля">
      <FormField id="profile-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormField id="profile-full-name" label="ФИО" autoComplete="name" placeholder="Иванов Иван" {...form.field('fullName')} />
      <FormField id="profile-phone" label="Телефон" autoComplete="tel" {...form.phoneField('phone')} />
      <FormField id="profile-telegram" label="Telegram" autoCapitalize="none" spellCheck={false} placeholder="@username" {...form.field('telegram')} />
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <div className="shop-form__actions">
        <button type="submit" className="shop-button shop-button--primary" disabled={isSubmitting || saved}>
          {isSubmitting ? 'Сохранение...' : 'Сохранить'}
        </button>
        <button type="button" className="shop-button shop-button--outline" onClick={onDone} disabled={isSubmitting}>
          Отмена
        </button>
      </div>
    </form>
  );
}
