import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DeliveryOffersQuery, type OfferAudience } from '@shop/application';
import { DELIVERY_TYPES, type DeliveryDateDto, type DeliverySlotDto, type DeliveryType } from '@shop/domain';
import { Answers, ApiDateQuery, ApiErrors, ApiIdQuery } from '../http/openapi/api.decorators';
import { DELIVERY_DATE, DELIVERY_SLOT } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { SignedInIfTokenSent } from '../security/access.decorators';
import type { AuthenticatedUser } from '../security/authenticated-user';
import { CHOSEN_DATE, DELIVERY_TYPE, OPTIONAL_ORDER_ID } from './delivery-query.pipes';

type MaybeSignedIn = FastifyRequest & { user?: AuthenticatedUser | null };

const ApiDeliveryType = () =>
  ApiQuery({ name: 'type', schema: { type: 'string', enum: [...DELIVERY_TYPES] }, required: true, description: 'yandex and moscow share the courier places' });
const ApiOrderQuery = () =>
  ApiIdQuery('orderId', {
    required: false,
    description: "The caller's own order (bearer token): its products' lead days apply and its own place counts as free",
  });

const audience = (request: MaybeSignedIn, orderId: number | null): OfferAudience => ({ callerId: request.user?.id ?? null, orderId });

/** The checkout's date and slot pickers: what the florist's calendar offers now. Open to anyone; a named order only to its owner. */
@ApiTags('delivery calendar')
@Controller('api/delivery')
@SignedInIfTokenSent()
export class DeliveryCalendarHttpController {
  constructor(private readonly offers: DeliveryOffersQuery) {}

  /** Today and the next 14 days, each available or with its reason, and a peak day's surcharge for a courier. */
  @Get('dates')
  @Answers(200, arrayOf(DELIVERY_DATE))
  @ApiDeliveryType()
  @ApiOrderQuery()
  @ApiErrors(400, 404)
  async dates(
    @Req() request: MaybeSignedIn,
    @Query('type', DELIVERY_TYPE) type: DeliveryType,
    @Query('orderId', OPTIONAL_ORDER_ID) orderId: number | null,
  ): Promise<DeliveryDateDto[]> {
    return unwrap(await this.offers.dates(type, audience(request, orderId)));
  }

  /** The day's slots for the delivery type, each available or with its reason, and the places left. */
  @Get('slots')
  @Answers(200, arrayOf(DELIVERY_SLOT))
  @ApiDateQuery('date', 'The day, in Moscow')
  @ApiDeliveryType()
  @ApiOrderQuery()
  @ApiErrors(400, 404)
  async slots(
    @Req() request: MaybeSignedIn,
    @Query('date', CHOSEN_DATE) date: string,
    @Query('type', DELIVERY_TYPE) type: DeliveryType,
    @Query('orderId', OPTIONAL_ORDER_ID) orderId: number | null,
  ): Promise<DeliverySlotDto[]> {
    return unwrap(await this.offers.slots(date, type, audience(request, orderId)));
  }
}
