import { Controller, Get, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
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
  @ApiResponse({ status: 503, description: 'The database does not answer', schema: HEALTH_DOWN })
  async check(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.database.pingCheck('database', { timeout: 2000 }).then(
      (result) => result.database?.status === 'up',
      () => false,
    );
    void reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down', error: 'База данных недоступна' });
  }
}
