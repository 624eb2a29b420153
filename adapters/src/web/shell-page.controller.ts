import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { isFrontEndRoute } from './front-end-routes';
import { SHELL_HTML } from './shell-html.token';

/**
 * History fallback: every front-end route gets the shell's HTML. Runs only for paths no other
 * route (API, static files, remotes) claimed.
 */
@Controller()
export class ShellPageController {
  constructor(@Inject(SHELL_HTML) private readonly shellHtml: string) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) throw new ApiError(404, 'Не найдено');
    void reply
      .status(isFrontEndRoute(pathname) ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.shellHtml);
  }
}
