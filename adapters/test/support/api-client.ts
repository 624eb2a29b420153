import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LoginResponseDto } from '@shop/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Thin helpers over app.inject for the JSON API, as a browser would call it. */
export class ApiClient {
  constructor(private readonly app: NestFastifyApplication) {}

  request(method: Method, url: string, options: { token?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    return this.app.inject({ method, url, headers, payload: options.body as object | undefined, remoteAddress: options.ip });
  }

  async register(username: string, password = 'Зелень-2025', email = `${username.toLowerCase()}@example.ru`): Promise<void> {
    const res = await this.request('POST', '/api/auth/register', { body: { email, username, password } });
    if (res.statusCode !== 201) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
  }

  /** Logs in and returns the login response plus the refresh cookie as a Cookie header value. */
  async login(identifier: string, password = 'Зелень-2025'): Promise<LoginResponseDto & { cookie: string }> {
    const res = await this.request('POST', '/api/auth/login', { body: { identifier, password } });
    if (res.statusCode !== 200) throw new Error(`login ${identifier}: ${res.statusCode} ${res.body}`);
    return { ...res.json<LoginResponseDto>(), cookie: cookieHeader(res.headers['set-cookie']) };
  }

  /** Registers a customer and logs in. */
  async customer(username: string): Promise<LoginResponseDto & { cookie: string }> {
    await this.register(username);
    return this.login(username);
  }
}

/** `name=value` of the Set-Cookie header(s), ready to send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first ? first.split(';')[0] : '';
}
