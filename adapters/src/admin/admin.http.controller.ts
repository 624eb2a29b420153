import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  AdminOrderCommands,
  AdminOrderRepository,
  ImageUpload,
  MAX_IMAGE_BYTES,
  ProductManagement,
  UPLOAD_ERRORS,
  type ProductInput,
} from '@shop/application';
import type { AdminManagedProductDto, AdminOrderDto, PendingOrderDetailsDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { unwrap } from '../http/result-to-http';
import { AdminGuard } from '../security/admin.guard';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { ADMIN_ERROR_STATUS } from './admin-error-status';
import { ApproveOrderRequestDto } from './dto/approve-order.request.dto';
import { ProductRequestDto, VisibilityRequestDto } from './dto/product.request.dto';

const orderId = new ParseIntPipe({ exceptionFactory: () => new ApiError(404, 'Заказ не найден') });
const productId = new ParseIntPipe({ exceptionFactory: () => new ApiError(404, 'Товар не найден') });

const productInput = (body: ProductRequestDto): ProductInput => ({
  title: body.title,
  description: body.description,
  category: body.category,
  price: body.price,
  priceFrom: body.price_from ?? false,
  images: body.images,
  visible: body.is_visible ?? true,
});

/** The admin area: every call needs a valid token (401) and the admin role in the database (403). */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminHttpController {
  constructor(
    private readonly commands: AdminOrderCommands,
    private readonly orders: AdminOrderRepository,
    private readonly products: ProductManagement,
    private readonly uploads: ImageUpload,
  ) {}

  @Get('orders/pending')
  pending(): Promise<PendingOrderDetailsDto[]> {
    return this.orders.pending();
  }

  @Get('orders')
  all(): Promise<AdminOrderDto[]> {
    return this.orders.all();
  }

  @Post('approve-order')
  @HttpCode(200)
  async approve(@CurrentUser() admin: AuthenticatedUser, @Body() body: ApproveOrderRequestDto) {
    const order = unwrap(await this.commands.approve(admin.id, body.order_id, body.delivery_price), ADMIN_ERROR_STATUS);
    return { success: true, order_id: order.id, status: order.status, total_payable: order.totalPayable().toRoubles() };
  }

  @Post('reject-order')
  @HttpCode(200)
  async reject(@CurrentUser() admin: AuthenticatedUser, @Body() body: ApproveOrderRequestDto) {
    const order = unwrap(await this.commands.reject(admin.id, body.order_id), ADMIN_ERROR_STATUS);
    return { success: true, order_id: order.id, status: order.status };
  }

  @Delete('orders/:orderId')
  @HttpCode(204)
  async deleteOrder(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', orderId) id: number): Promise<void> {
    unwrap(await this.commands.deleteOrder(admin.id, id), ADMIN_ERROR_STATUS);
  }

  /** Removes the product's line from the order; a collected bouquet is named by ?lineId= (productId 0). */
  @Delete('products/:productId')
  @HttpCode(204)
  async deleteOrderLine(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('productId', productId) product: number,
    @Query('orderId', orderId) order: number,
    @Query('lineId') lineId?: string,
  ): Promise<void> {
    const line = lineId !== undefined ? { lineId: Number(lineId) } : { productId: product };
    unwrap(await this.commands.deleteLine(admin.id, order, line), ADMIN_ERROR_STATUS);
  }

  @Get('products')
  productList(): Promise<AdminManagedProductDto[]> {
    return this.orders.productsWithOrders();
  }

  @Post('products')
  async createProduct(@CurrentUser() admin: AuthenticatedUser, @Body() body: ProductRequestDto): Promise<{ product_id: number }> {
    return { product_id: unwrap(await this.products.create(productInput(body), admin.id), ADMIN_ERROR_STATUS) };
  }

  @Put('products/:productId')
  async updateProduct(@CurrentUser() admin: AuthenticatedUser, @Param('productId', productId) id: number, @Body() body: ProductRequestDto) {
    unwrap(await this.products.update(id, productInput(body), admin.id), ADMIN_ERROR_STATUS);
    return { success: true };
  }

  @Put('products/:productId/visibility')
  async setVisibility(@CurrentUser() admin: AuthenticatedUser, @Param('productId', productId) id: number, @Body() body: VisibilityRequestDto) {
    unwrap(await this.products.setVisible(id, body.is_visible, admin.id), ADMIN_ERROR_STATUS);
    return { success: true };
  }

  /** One image per request (multipart field "file"); the type is read from the bytes. */
  @Post('uploads')
  async upload(@Req() request: FastifyRequest): Promise<{ url: string }> {
    const file = request.isMultipart() ? await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }) : undefined;
    if (!file) throw new ApiError(415, UPLOAD_ERRORS.notAnImage.message);
    const content = await file.toBuffer().catch(() => {
      throw new ApiError(413, UPLOAD_ERRORS.tooLarge.message);
    });
    return { url: unwrap(await this.uploads.store(content), ADMIN_ERROR_STATUS) };
  }
}
