import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResponseDto } from '@shop/domain';
import { ResponseContract } from './response-contract';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Thin helpers over app.inject for the JSON API, as a browser would call it. Every answer is held
 * against the app's own OpenAPI document: an answer it does not describe fails the test.
 */
export class ApiClient {
  private contract?: Promise<ResponseContract>;

  constructor(private readonly app: NestFastifyApplication) {}

  request(method: Method, url: string, options: { token?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    return this.inject({ method, url, headers, payload: options.body as object | undefined, remoteAddress: options.ip });
  }

  /** Any request, as app.inject takes it; the answer is checked against the document all the same. */
  async inject(options: InjectOptions & { method: Method; url: string }): Promise<LightMyRequestResponse> {
    const answer = await this.app.inject(options);
    const problems = (await this.documented()).problems(options.method, options.url, answer);
    if (problems.length > 0) throw new Error(`The answer is not the one the OpenAPI document describes:\n${problems.join('\n')}\n${answer.body.slice(0, 500)}`);
    return answer;
  }

  private documented(): Promise<ResponseContract> {
    this.contract ??= this.app.inject({ method: 'GET', url: '/api/openapi.json' }).then((res) => new ResponseContract(res.json()));
    return this.contract;
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
