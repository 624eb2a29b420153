import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UserRepository } from '@shop/application';
import { isEntityId, isUserRole } from '@shop/domain';
import type { AuthenticatedUser } from './authenticated-user';
import { BoundedMap } from '../shared/bounded-map';
import { VerifiedTokens } from './verified-tokens';

/** How long an account found for a token is taken to exist without asking the database again. */
const KNOWN_ACCOUNT_MS = 60_000;
/** How many such accounts are remembered. */
const MAX_KNOWN_ACCOUNTS = 10_000;

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** What passport gives a strategy for the request it authenticates. */
interface PassportActions {
  success(user: AuthenticatedUser): void;
  fail(): void;
  error(error: unknown): void;
}

/**
 * Bearer access tokens: signature and expiry checked, then the payload: a `sub` that is a user id
 * (1 … 2^31−1) of an existing account and a known role. Anything else is no caller (401), even
 * when correctly signed. A verified token is remembered until it expires (VerifiedTokens, shared
 * with the access log's AccessTokenSubject), so a customer's next requests with it skip the
 * signature check; its account is still checked on each.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly knownUntil = new BoundedMap<number, number>(MAX_KNOWN_ACCOUNTS);
  constructor(
    secret: string,
    private readonly users: UserRepository,
    private readonly verified: VerifiedTokens,
  ) {
    // jsonwebtoken takes a KeyObject as it is; given a string it first tries to parse it as a
    // public key and throws, on every request (a tenth of a cart add's CPU). The typings only
    // name strings and buffers.
    const key = createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer;
    super({ jwtFromRequest: bearerToken, secretOrKey: key, algorithms: ['HS256'], ignoreExpiration: false, passReqToCallback: true });
  }

  /** A remembered token is checked for its account here; any other goes through passport-jwt's verification first. */
  override authenticate(this: JwtStrategy & PassportActions, request: Parameters<typeof bearerToken>[0], options?: unknown): void {
    const token = bearerToken(request);
    const payload = token ? this.verified.payloadOf(token) : undefined;
    if (!payload) return void super.authenticate(request, options);
    this.callerOf(payload).then(
      (user) => (user ? this.success(user) : this.fail()),
      (error: unknown) => this.error(error),
    );
  }

  /** A token passport-jwt has just verified: its caller, and the token remembered when it names one. */
  async validate(request: Parameters<typeof bearerToken>[0], payload: Readonly<Record<string, unknown>>): Promise<AuthenticatedUser | false> {
    const caller = await this.callerOf(payload);
    const token = bearerToken(request);
    if (caller && token) this.verified.remember(token, payload);
    return caller;
  }

  private async callerOf(payload: Readonly<Record<string, unknown>>): Promise<AuthenticatedUser | false> {
    const { sub, role } = payload;
    if (!isEntityId(sub) || !isUserRole(role)) return false;
    return (await this.exists(sub)) ? { id: sub } : false;
  }

  private async exists(id: number): Promise<boolean> {
    const now = Date.now();
    if ((this.knownUntil.get(id) ?? 0) > now) return true;
    if (!(await this.users.findById(id))) return false;
    this.knownUntil.set(id, now + KNOWN_ACCOUNT_MS);
    return true;
  }
}
