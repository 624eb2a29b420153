import type { LoginResponseDto } from '@shop/domain';
import { shopUrl } from './browser';

/** A JSON call to the shop's API, as the customer's or the admin's app would make it. */
export async function api<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(shopUrl(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs in through POST /api/auth/login; throws unless it succeeds. */
export async function logInThroughApi(identifier: string, password: string): Promise<LoginResponseDto> {
  const answer = await api<LoginResponseDto>('POST', '/api/auth/login', { body: { identifier, password } });
  if (answer.status !== 200) throw new Error(`login of ${identifier} answered ${answer.status}`);
  return answer.data;
}

/** Registers a new customer through POST /api/auth/register and signs them in; throws unless both succeed. */
export async function registerAndLogIn(account: { email: string; username: string; password: string }): Promise<LoginResponseDto> {
  const registered = await api('POST', '/api/auth/register', { body: account });
  if (registered.status >= 300) throw new Error(`registration of ${account.email} answered ${registered.status}`);
  return logInThroughApi(account.email, account.password);
}

/** The admin the server seeds when ADMIN_EMAIL / ADMIN_PASSWORD are not set (adapters/src/config). */
export const SEEDED_ADMIN = { email: 'admin@zelenyi-ugolok.local', password: 'Admin-change-me-1' } as const;
