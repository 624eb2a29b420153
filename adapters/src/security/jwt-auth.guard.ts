import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../http/api-error';

/** Requires a valid bearer access token (401 with a Russian message otherwise). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'Требуется авторизация');
    return user;
  }
}
