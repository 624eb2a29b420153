import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdvanceFulfilment, DeliveriesQuery, UploadOrderPhoto } from '@shop/application';
import { type AdminDeliveryDto, type FulfilmentResponseDto, type OrderPhotoUploadDto } from '@shop/domain';
import { Answers, ApiDateQuery, ApiErrorAs, ApiErrors, ApiIdParam, ApiImageUpload } from '../http/openapi/api.decorators';
import { FULFILMENT, ORDER_PHOTO, PAID_ORDER } from '../http/openapi/contract.schemas';
import { AnswersPage, encodeRoundCursor, roundListRequest, sendPage } from '../http/admin-list';
import { unwrap } from '../http/result-to-http';
import { ORDER_ID } from '../http/entity-id.pipe';
import { DELIVERY_DAY } from '../http/iso-date.pipe';
import { uploadedImage } from '../http/uploaded-file';
import { AdminOnly, StaffMay } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { FulfilmentRequestDto } from './dto/fulfilment.request.dto';

/** The florist's work after payment: the day's deliveries, the stages and the photo of the assembled order (the owner and the florist). */
@ApiTags('admin: fulfilment')
@Controller('api/admin')
@AdminOnly()
export class FulfilmentHttpController {
  constructor(
    private readonly deliveries: DeliveriesQuery,
    private readonly advanceFulfilment: AdvanceFulfilment,
    private readonly uploadPhoto: UploadOrderPhoto,
  ) {}

  /** A page of the day's round (the courier's order), narrowed by the search, delivery type and stage. */
  @Get('deliveries')
  @StaffMay('orders.read')
  @AnswersPage(PAID_ORDER, ['q', 'delivery_type', 'stage'])
  @ApiDateQuery('date', 'The day, in Moscow')
  async day(
    @Query('date', DELIVERY_DAY) date: string,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDeliveryDto[]> {
    return sendPage(request, reply, unwrap(await this.deliveries.execute(date, roundListRequest(query))), encodeRoundCursor);
  }

  /** One step along the order's route; past «Готов» while the customer wants the bouquet changed only with `override: true`. */
  @Post('orders/:orderId/fulfilment')
  @StaffMay('orders.fulfil')
  @Answers(200, FULFILMENT)
  @ApiIdParam('orderId')
  @ApiErrors(400, 404)
  @ApiErrorAs(
    409,
    "The order is not paid, the stage is skipped, repeated, backwards or not on its route; or it would move past «Готов» while the customer's latest answer to the bouquet photo is «Хочу изменить» with no newer photo (send `override: true` once the admin confirms)",
  )
  async advance(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('orderId', ORDER_ID) id: number,
    @Body() body: FulfilmentRequestDto,
  ): Promise<FulfilmentResponseDto> {
    const order = unwrap(await this.advanceFulfilment.execute(admin.id, id, body));
    return {
      order_id: order.id,
      fulfilment_stage: body.stage,
      next_fulfilment_stage: order.nextFulfilmentStage(),
      allowed_actions: order.allowedActions('admin'),
    };
  }

  /** One picture (multipart field "file"), checked like product uploads; it replaces (and deletes) the order's earlier photo. */
  @Post('orders/:orderId/photo')
  @StaffMay('orders.fulfil')
  @Answers(200, ORDER_PHOTO)
  @ApiIdParam('orderId')
  @ApiImageUpload()
  @ApiErrors(404)
  @ApiErrorAs(409, 'The order is not assembling or ready, or another photo of it is being uploaded right now (nothing is stored then)')
  async photo(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Req() request: FastifyRequest): Promise<OrderPhotoUploadDto> {
    const order = unwrap(await this.uploadPhoto.execute(admin.id, id, await uploadedImage(request)));
    return { photo_url: order.photo?.url ?? '' };
  }
}
