import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminStatsQuery } from '@shop/application';
import { STATS_GROUPINGS, type StatsDto } from '@shop/domain';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { STATS } from '../http/openapi/contract.schemas';
import { DATE_SCHEMA } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { OwnerOnly } from './owner-only';
import { OPTIONAL_STATS_DAY, OPTIONAL_TEXT } from './reporting-query.pipes';

/** The owner's dashboard figures. */
@ApiTags('admin: reporting')
@Controller('api/admin/stats')
@OwnerOnly()
export class AdminStatsHttpController {
  constructor(private readonly stats: AdminStatsQuery) {}

  /** Revenue (paid minus refunded), paid orders, the average order and refunds by Moscow day, week or month; best sellers; the funnel of the span; the next 14 days' slot load. */
  @Get()
  @Answers(200, STATS)
  @ApiQuery({ name: 'from', schema: DATE_SCHEMA, required: false, description: 'The first Moscow day; 29 days before `to` by default' })
  @ApiQuery({ name: 'to', schema: DATE_SCHEMA, required: false, description: 'The last Moscow day; today by default' })
  @ApiQuery({ name: 'by', schema: { type: 'string', enum: [...STATS_GROUPINGS] }, required: false, description: 'day (default), week (from Monday) or month' })
  @ApiErrors(400)
  async read(
    @Query('from', OPTIONAL_STATS_DAY) from: string | null,
    @Query('to', OPTIONAL_STATS_DAY) to: string | null,
    @Query('by', OPTIONAL_TEXT) by: string | null,
  ): Promise<StatsDto> {
    return unwrap(await this.stats.execute(from, to, by));
  }
}
