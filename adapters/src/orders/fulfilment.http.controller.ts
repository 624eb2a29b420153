import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdvanceFulfilment, DeliveriesQuery, UploadOrderPhoto } from '@shop/application';
import type { AdminDeliveryDto, FulfilmentResponseDto, OrderPhotoUploadDto } from '@shop/domain';
import { ORDER_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { uploadedImage } from '../http/uploaded-file';
import { AdminGuard } from '../security/admin.guard';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { FulfilmentRequestDto } from './dto/fulfilment.request.dto';


/** The florist's work after payment: the day's deliveries, the stages and the photo of the assembled order (admin only). */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class FulfilmentHttpController {
  constructor(
    private readonly deliveries: DeliveriesQuery,
    private readonly advanceFulfilment: AdvanceFulfilment,
    private readonly uploadPhoto: UploadOrderPhoto,
  ) {}

  @Get('deliveries')
  async day(@Query('date') date: unknown): Promise<AdminDeliveryDto[]> {
    return unwrap(await this.deliveries.execute(date));
  }

  @Post('orders/:orderId/fulfilment')
  @HttpCode(200)
  async advance(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Body() body: FulfilmentRequestDto): Promise<FulfilmentResponseDto> {
    const order = unwrap(await this.advanceFulfilment.execute(admin.id, id, body.stage));
    return {
      order_id: order.id,
      fulfilment_stage: body.stage,
      next_fulfilment_stage: order.nextFulfilmentStage(),
      allowed_actions: order.allowedActions('admin'),
    };
  }

  /** One picture (multipart field "file"), checked like product uploads. */
  @Post('orders/:orderId/photo')
  @HttpCode(200)
  async photo(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Req() request: FastifyRequest): Promise<OrderPhotoUploadDto> {
    const order = unwrap(await this.uploadPhoto.execute(admin.id, id, await uploadedImage(request)));
    return { photo_url: order.photo?.url ?? '' };
  }
}
