import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Reads the bearer token when there is a valid one; anonymous callers pass with no user. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(_error: unknown, user: T | false): T | null {
    return user || null;
  }
}
