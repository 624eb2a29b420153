import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { AdminOrdersQuery, ApproveOrder, DeleteOrder, RejectOrder, RemoveOrderLine } from '@shop/application';
import type { AdminOrderDto, AdminPaidOrderDto, PendingOrderDetailsDto } from '@shop/domain';
import { ORDER_ID, ORDER_LINE_ID, PRODUCT_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { AdminGuard } from '../security/admin.guard';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { OrderDecisionRequestDto } from './dto/order-decision.request.dto';


/** The admin's order work: every call needs a valid token (401) and the admin role in the database (403). */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminOrdersHttpController {
  constructor(
    private readonly orders: AdminOrdersQuery,
    private readonly approveOrder: ApproveOrder,
    private readonly rejectOrder: RejectOrder,
    private readonly deleteOrder: DeleteOrder,
    private readonly removeOrderLine: RemoveOrderLine,
  ) {}

  @Get('orders/pending')
  pending(): Promise<PendingOrderDetailsDto[]> {
    return this.orders.pending();
  }

  @Get('orders')
  all(): Promise<AdminOrderDto[]> {
    return this.orders.all();
  }

  @Get('orders/paid')
  paid(): Promise<AdminPaidOrderDto[]> {
    return this.orders.paid();
  }

  @Post('approve-order')
  @HttpCode(200)
  async approve(@CurrentUser() admin: AuthenticatedUser, @Body() body: OrderDecisionRequestDto) {
    const order = unwrap(await this.approveOrder.execute(admin.id, body.order_id, body.delivery_price));
    return { success: true, order_id: order.id, status: order.status, total_payable: order.totalPayable().toRoubles() };
  }

  @Post('reject-order')
  @HttpCode(200)
  async reject(@CurrentUser() admin: AuthenticatedUser, @Body() body: OrderDecisionRequestDto) {
    const order = unwrap(await this.rejectOrder.execute(admin.id, body.order_id));
    return { success: true, order_id: order.id, status: order.status };
  }

  @Delete('orders/:orderId')
  @HttpCode(204)
  async delete(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number): Promise<void> {
    unwrap(await this.deleteOrder.execute(admin.id, id));
  }

  /** Removes the product's line from the order; a collected bouquet is named by ?lineId= (productId 0). */
  @Delete('products/:productId')
  @HttpCode(204)
  async removeLine(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('productId') product: string,
    @Query('orderId', ORDER_ID) order: number,
    @Query('lineId') lineId?: string,
  ): Promise<void> {
    const line = lineId !== undefined ? { lineId: ORDER_LINE_ID.transform(lineId) } : { productId: PRODUCT_ID.transform(product) };
    unwrap(await this.removeOrderLine.execute(admin.id, order, line));
  }
}
