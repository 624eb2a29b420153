import { ACCOUNT_ERRORS } from '@shop/domain';
import { FakeAccessTokens, InMemoryRefreshTokens, InMemoryResetTokens, InMemoryUsers, PlainPasswordHasher, userRecord } from '../testing/accounts.fakes';
import { CountingSecureTokens, FixedClock, PlainMailRenderer, RecordingMailer, settle } from '../testing/shared.fakes';
import { ONE_HOUR_MS, THIRTY_DAYS_MS } from './account.settings';
import { LogIn } from './commands/log-in.command';
import { LogOut } from './commands/log-out.command';
import { RefreshSession } from './commands/refresh-session.command';
import { RegisterUser } from './commands/register-user.command';
import { RequestPasswordReset } from './commands/request-password-reset.command';
import { ResetPassword } from './commands/reset-password.command';
import { UpdateProfile } from './commands/update-profile.command';
import { GetProfile } from './queries/get-profile.query';
import { SessionIssuer } from './session-issuer.service';

const SETTINGS = { refreshTokenTtlMs: THIRTY_DAYS_MS, resetTokenTtlMs: ONE_HOUR_MS, publicUrl: 'https://shop.example' };

function setup() {
  const users = new InMemoryUsers();
  const hasher = new PlainPasswordHasher();
  const refreshTokens = new InMemoryRefreshTokens();
  const resetTokens = new InMemoryResetTokens();
  const tokens = new CountingSecureTokens();
  const clock = new FixedClock();
  const mailer = new RecordingMailer();
  const accessTokens = new FakeAccessTokens();
  const resetFailures: unknown[] = [];
  const sessions = new SessionIssuer(accessTokens, refreshTokens, tokens, clock, SETTINGS);
  return {
    users,
    hasher,
    refreshTokens,
    resetTokens,
    clock,
    mailer,
    register: new RegisterUser(users, hasher),
    logIn: new LogIn(users, hasher, sessions, clock),
    refresh: new RefreshSession(refreshTokens, users, accessTokens, tokens, clock, SETTINGS),
    logOut: new LogOut(refreshTokens, tokens, clock),
    requestReset: new RequestPasswordReset(users, resetTokens, tokens, mailer, new PlainMailRenderer(), clock, SETTINGS, (error) => resetFailures.push(error)),
    resetFailures,
    resetPassword: new ResetPassword(resetTokens, users, refreshTokens, hasher, tokens, clock),
    getProfile: new GetProfile(users),
    updateProfile: new UpdateProfile(users),
  };
}

describe('accounts', () => {
  it('registers with a lower-cased e-mail and refuses a taken e-mail or username and a weak password', async () => {
    const { register } = setup();
    const created = await register.execute({ email: ' Anna@Example.com ', username: 'anna', password: 'Secret-123' });
    expect(created).toMatchObject({ ok: true, value: { id: 1, email: 'anna@example.com', username: 'anna', role: 'user' } });
    expect(await register.execute({ email: 'anna@example.com', username: 'other', password: 'Secret-123' })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.emailTaken,
    });
    expect(await register.execute({ email: 'b@example.com', username: 'ANNA', password: 'Secret-123' })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.usernameTaken,
    });
    expect(await register.execute({ email: 'c@example.com', username: 'c', password: '123' })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT.INVALID_INPUT' },
    });
  });

  it('logs in by username or e-mail, records the time, and answers an unknown login like a wrong password', async () => {
    const { users, hasher, clock, logIn } = setup();
    users.add(userRecord({ id: 5, username: 'anna', email: 'anna@example.com' }));
    const session = await logIn.execute({ identifier: 'ANNA@example.com', password: 'Secret-123' });
    expect(session).toMatchObject({ ok: true, value: { userId: 5, role: 'user', accessToken: 'access:5:user', refreshToken: 'token-1' } });
    expect((await users.findById(5))?.lastLogin).toEqual(clock.now());
    expect(await logIn.execute({ identifier: 'anna', password: 'wrong' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.invalidCredentials });
    expect(await logIn.execute({ identifier: 'nobody', password: 'Secret-123' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.invalidCredentials });
    // The unknown login still spent a verification, so both failures take the same time.
    expect(hasher.verified).toHaveLength(3);
  });

  it('rotates the refresh token, re-reads the role, gives a second tab the same successor within 10 s, and revokes the family when an old token comes back later', async () => {
    const { users, clock, logIn, refresh } = setup();
    users.add(userRecord({ id: 5, username: 'anna' }));
    await logIn.execute({ identifier: 'anna', password: 'Secret-123' });
    users.add(userRecord({ id: 5, username: 'anna', role: 'admin' }));
    const rotated = await refresh.execute('token-1');
    expect(rotated).toMatchObject({ ok: true, value: { accessToken: 'access:5:admin', refreshToken: 'next:token-1' } });
    clock.current = new Date(clock.current.getTime() + 10_000);
    expect(await refresh.execute('token-1')).toMatchObject({ ok: true, value: { refreshToken: 'next:token-1' } });
    clock.current = new Date(clock.current.getTime() + 1);
    expect(await refresh.execute('token-1')).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
    expect(await refresh.execute('next:token-1')).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
    expect(await refresh.execute(undefined)).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
  });

  it('refuses a refresh for an account that no longer exists', async () => {
    const { users, logIn, refresh } = setup();
    users.add(userRecord({ id: 5, username: 'anna' }));
    await logIn.execute({ identifier: 'anna', password: 'Secret-123' });
    users.users.delete(5);
    expect(await refresh.execute('token-1')).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
  });

  it('logs out the whole sign-in', async () => {
    const { users, logIn, logOut, refresh } = setup();
    users.add(userRecord({ id: 5, username: 'anna' }));
    await logIn.execute({ identifier: 'anna', password: 'Secret-123' });
    await logOut.execute('token-1');
    await logOut.execute(undefined);
    expect(await refresh.execute('token-1')).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
  });

  it('mails a single-use reset link only to a known e-mail, and the new password signs out everywhere', async () => {
    const { users, mailer, requestReset, resetPassword, logIn, refresh, resetFailures } = setup();
    users.add(userRecord({ id: 5, username: 'anna', email: 'anna@example.com' }));
    await logIn.execute({ identifier: 'anna', password: 'Secret-123' });
    expect(requestReset.execute('nobody@example.com')).toBeNull();
    expect(requestReset.execute('not an e-mail')).toBe('Некорректный email');
    await settle();
    expect(mailer.sent).toEqual([]);
    expect(requestReset.execute(' Anna@Example.com ')).toBeNull();
    await settle();
    expect(mailer.sent[0]).toMatchObject({ to: 'anna@example.com', subject: 'Сброс пароля — Зелёный уголок' });
    expect(mailer.sent[0].text).toContain('https://shop.example/reset-password?token=token-2');
    expect(resetFailures).toEqual([]);

    expect(await resetPassword.execute({ token: 'token-2', password: 'weak' })).toMatchObject({ ok: false, error: { code: 'ACCOUNT.INVALID_INPUT' } });
    expect(await resetPassword.execute({ token: 'token-2', password: 'Новый-пароль-1' })).toEqual({ ok: true, value: undefined });
    expect(await resetPassword.execute({ token: 'token-2', password: 'Новый-пароль-1' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.resetTokenInvalid });
    expect(await resetPassword.execute({ token: '', password: 'Новый-пароль-1' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.resetTokenInvalid });
    expect((await logIn.execute({ identifier: 'anna', password: 'Новый-пароль-1' })).ok).toBe(true);
    expect(await refresh.execute('token-1')).toEqual({ ok: false, error: ACCOUNT_ERRORS.sessionExpired });
  });

  it('keeps one live reset link per account: a newer link, or using one, revokes the older ones', async () => {
    const { users, requestReset, resetPassword } = setup();
    users.add(userRecord({ id: 5, username: 'anna', email: 'anna@example.com' }));
    requestReset.execute('anna@example.com');
    await settle();
    requestReset.execute('anna@example.com');
    await settle();
    expect(await resetPassword.execute({ token: 'token-1', password: 'Новый-пароль-1' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.resetTokenInvalid });
    requestReset.execute('anna@example.com');
    await settle();
    expect(await resetPassword.execute({ token: 'token-3', password: 'Новый-пароль-1' })).toEqual({ ok: true, value: undefined });
    expect(await resetPassword.execute({ token: 'token-2', password: 'Другой-пароль-2' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.resetTokenInvalid });
  });

  it('reports a reset link that could not be sent, while the caller has already been answered', async () => {
    const { users, mailer, requestReset, resetFailures } = setup();
    users.add(userRecord({ id: 5, username: 'anna', email: 'anna@example.com' }));
    mailer.failWith = new Error('SMTP down');
    expect(requestReset.execute('anna@example.com')).toBeNull();
    await settle();
    expect(resetFailures).toEqual([mailer.failWith]);
  });

  it("shows and saves the caller's own profile", async () => {
    const { users, getProfile, updateProfile } = setup();
    users.add(userRecord({ id: 5, email: 'anna@example.com' }));
    users.add(userRecord({ id: 6, email: 'boris@example.com' }));
    expect(await getProfile.execute(5)).toMatchObject({ ok: true, value: { id: 5, email: 'anna@example.com' } });
    expect(await getProfile.execute(9)).toEqual({ ok: false, error: ACCOUNT_ERRORS.notFound });
    const saved = await updateProfile.execute(5, { email: 'Anna@Example.com', fullName: 'Иванова Анна', phone: ' ', telegram: '@anna_flowers' });
    expect(saved).toMatchObject({ ok: true, value: { email: 'anna@example.com', full_name: 'Иванова Анна', phone: null, telegram: '@anna_flowers' } });
    const typed = await updateProfile.execute(5, { email: 'anna@example.com', phone: '8 (916) 123-45-67' });
    expect(typed).toMatchObject({ ok: true, value: { phone: '+79161234567' } });
    expect(await updateProfile.execute(5, { email: 'boris@example.com' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.emailTaken });
    expect(await updateProfile.execute(5, { email: 'x@y.z', phone: '8 916' })).toMatchObject({ ok: false, error: { code: 'ACCOUNT.INVALID_INPUT' } });
    expect(await updateProfile.execute(9, { email: 'z@example.com' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.notFound });
  });
});
