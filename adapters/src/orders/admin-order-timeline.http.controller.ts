import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OrderTimelineQuery } from '@shop/application';
import type { OrderTimelineEntryDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { ORDER_TIMELINE_ENTRY } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { ORDER_ID } from '../http/entity-id.pipe';
import { AdminOnly, StaffMay } from '../security/access.decorators';

/** The order's card: who approved, priced, rejected, refunded, staged, photographed or deleted it, and when (the owner and the florist). */
@ApiTags('admin: orders')
@Controller('api/admin/orders')
@AdminOnly()
@StaffMay('orders.read')
export class AdminOrderTimelineHttpController {
  constructor(private readonly timeline: OrderTimelineQuery) {}

  @Get(':orderId/timeline')
  @Answers(200, arrayOf(ORDER_TIMELINE_ENTRY))
  @ApiIdParam('orderId')
  @ApiErrors(404)
  async of(@Param('orderId', ORDER_ID) orderId: number): Promise<OrderTimelineEntryDto[]> {
    return unwrap(await this.timeline.execute(orderId));
  }
}
