import { Body, Controller, Delete, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminOrdersQuery, ApproveOrder, DeleteOrder, RejectOrder, RemoveOrderLine } from '@shop/application';
import {
  MAX_CANCEL_REASON_LENGTH,
  toApproveOrderResponseDto,
  toRejectOrderResponseDto,
  type AdminOrderDto,
  type AdminPaidOrderDto,
  type ApproveOrderResponseDto,
  type PendingOrderDetailsDto,
  type RejectOrderResponseDto,
} from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam, ApiIdQuery } from '../http/openapi/api.decorators';
import { ADMIN_ORDER, ORDER_APPROVED, ORDER_REJECTED, PAID_ORDER, PENDING_ORDER } from '../http/openapi/contract.schemas';
import { ID_SCHEMA } from '../http/openapi/schema';
import { AnswersPage, adminListRequest, sendPage } from '../http/admin-list';
import { unwrap } from '../http/result-to-http';
import { ORDER_ID, ORDER_LINE_ID, PRODUCT_ID } from '../http/entity-id.pipe';
import { AdminOnly, StaffMay } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { OrderDecisionRequestDto } from './dto/order-decision.request.dto';

/**
 * `?reason=`: what the customer reads when a deletion cancels their order (or removes a line). The
 * spec's calls send none, so it is optional; without it they read DEFAULT_CANCEL_REASON.
 */
const ApiCancelReason = () =>
  ApiQuery({
    name: 'reason',
    required: false,
    schema: { type: 'string', maxLength: MAX_CANCEL_REASON_LENGTH },
    description: "Why, in the customer's words: they read it in their history and in the mail («Отменён магазином», or the new total)",
  });

/** The admin's order work: every call needs a valid token (401) and a staff role in the database (403); the florist only reads the lists. */
@ApiTags('admin: orders')
@Controller('api/admin')
@AdminOnly()
export class AdminOrdersHttpController {
  constructor(
    private readonly orders: AdminOrdersQuery,
    private readonly approveOrder: ApproveOrder,
    private readonly rejectOrder: RejectOrder,
    private readonly deleteOrder: DeleteOrder,
    private readonly removeOrderLine: RemoveOrderLine,
  ) {}

  @Get('orders/pending')
  @StaffMay('orders.read')
  @AnswersPage(PENDING_ORDER)
  async pending(@Query() query: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PendingOrderDetailsDto[]> {
    return sendPage(request, reply, await this.orders.pending(adminListRequest(query)));
  }

  @Get('orders')
  @StaffMay('orders.read')
  @AnswersPage(ADMIN_ORDER)
  async all(@Query() query: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminOrderDto[]> {
    return sendPage(request, reply, await this.orders.all(adminListRequest(query)));
  }

  @Get('orders/paid')
  @StaffMay('orders.read')
  @AnswersPage(PAID_ORDER)
  async paid(@Query() query: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminPaidOrderDto[]> {
    return sendPage(request, reply, await this.orders.paid(adminListRequest(query)));
  }

  @Post('approve-order')
  @Answers(200, ORDER_APPROVED)
  @ApiErrors(400, 404, 409)
  async approve(@CurrentUser() admin: AuthenticatedUser, @Body() body: OrderDecisionRequestDto): Promise<ApproveOrderResponseDto> {
    return toApproveOrderResponseDto(unwrap(await this.approveOrder.execute(admin.id, body.order_id, body.delivery_price)));
  }

  @Post('reject-order')
  @Answers(200, ORDER_REJECTED)
  @ApiErrors(400, 404, 409)
  async reject(@CurrentUser() admin: AuthenticatedUser, @Body() body: OrderDecisionRequestDto): Promise<RejectOrderResponseDto> {
    return toRejectOrderResponseDto(unwrap(await this.rejectOrder.execute(admin.id, body.order_id)));
  }

  /**
   * Deletes an unpaid order from the admin's lists; an open one is canceled for its customer
   * ('Отменён магазином' in their history, with the reason) and they are mailed.
   */
  @Delete('orders/:orderId')
  @Answers(204)
  @ApiIdParam('orderId')
  @ApiCancelReason()
  @ApiErrors(400, 404, 409)
  async delete(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Query('reason') reason?: unknown): Promise<void> {
    unwrap(await this.deleteOrder.execute(admin.id, id, reason));
  }

  /**
   * Removes the product's line from the order (a collected bouquet is named by ?lineId=, productId 0);
   * the customer is mailed the new total, and the last line deletes the order as above.
   */
  @Delete('products/:productId')
  @Answers(204)
  @ApiParam({ name: 'productId', schema: { ...ID_SCHEMA, minimum: 0 }, description: 'The product whose line goes; 0 when lineId names a collected bouquet' })
  @ApiIdQuery('orderId')
  @ApiIdQuery('lineId', { required: false, description: "A collected bouquet's line (AdminOrderLine.line_id)" })
  @ApiCancelReason()
  @ApiErrors(400, 404, 409)
  async removeLine(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('productId') product: string,
    @Query('orderId', ORDER_ID) order: number,
    @Query('lineId') line?: string,
    @Query('reason') reason?: unknown,
  ): Promise<void> {
    const target = line !== undefined ? { lineId: ORDER_LINE_ID.transform(line) } : { productId: PRODUCT_ID.transform(product) };
    unwrap(await this.removeOrderLine.execute(admin.id, order, target, reason));
  }
}
