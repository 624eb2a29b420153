import { Controller, Get, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../http/api-exception.filter';
import { HEALTH_DOWN, HEALTH_UP } from '../http/openapi/contract.schemas';
import { Public } from '../security/access.decorators';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthHttpController {
  constructor(private readonly database: TypeOrmHealthIndicator) {}

  /** 200 with the database up, 503 with it down: what a load balancer and a person both read. */
  @Get()
  @ApiResponse({ status: 200, description: 'The database answers', schema: HEALTH_UP })
  @ApiResponse({
    status: 503,
    description: 'The database does not answer; ask again after Retry-After seconds',
    schema: HEALTH_DOWN,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
  })
  async check(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.database.pingCheck('database', { timeout: 2000 }).then(
      (result) => result.database?.status === 'up',
      () => false,
    );
    if (!up) void reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    void reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down', error: 'База данных недоступна' });
  }
}
