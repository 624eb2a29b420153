import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CustomerReviewsQuery, RepeatOrder, UploadReviewPhoto, WriteReview } from '@shop/application';
import { toCustomerReviewDto, type CustomerReviewDto, type RepeatOrderDto } from '@shop/domain';
import { Answers, ApiErrorAs, ApiErrors, ApiIdParam, ApiImageUpload } from '../http/openapi/api.decorators';
import { CUSTOMER_REVIEW, REPEAT_ORDER } from '../http/openapi/review.schemas';
import { arrayOf } from '../http/openapi/schema';
import { RateLimited } from '../http/rate-limits';
import { ORDER_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { uploadedImage } from '../http/uploaded-file';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { ReviewRequestDto } from './dto/review.request.dto';

/** The customer's review of a handed-over order, its photo, their reviews for the history, and an old order back into the cart. */
@ApiTags('checkout and orders')
@Controller('api/orders')
@SignedIn()
export class ReviewsHttpController {
  constructor(
    private readonly writeReview: WriteReview,
    private readonly uploadPhoto: UploadReviewPhoto,
    private readonly customerReviews: CustomerReviewsQuery,
    private readonly repeatOrder: RepeatOrder,
  ) {}

  /** Once per order, after it is delivered or picked up; it waits for the admin («На проверке»). */
  @Post(':orderId/review')
  @RateLimited('review')
  @Answers(201, CUSTOMER_REVIEW)
  @ApiIdParam('orderId', "The caller's own order")
  @ApiErrors(400, 404)
  @ApiErrorAs(409, 'The order is not delivered or picked up yet, or it already has a review')
  async review(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Body() body: ReviewRequestDto): Promise<CustomerReviewDto> {
    return toCustomerReviewDto(unwrap(await this.writeReview.execute(caller.id, id, body)));
  }

  /** One picture (multipart field "file"), checked like every upload, while the review is «На проверке»; it replaces an earlier one. */
  @Post(':orderId/review/photo')
  @RateLimited('review')
  @Answers(200, CUSTOMER_REVIEW)
  @ApiIdParam('orderId', "The caller's own order, reviewed")
  @ApiImageUpload()
  @ApiErrors(404)
  @ApiErrorAs(409, 'The order has no review yet, or the admin has already published or hidden it')
  async photo(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Req() request: FastifyRequest): Promise<CustomerReviewDto> {
    return toCustomerReviewDto(unwrap(await this.uploadPhoto.execute(caller.id, id, await uploadedImage(request))));
  }

  /** The caller's reviews, newest first: the history shows each beside its order. */
  @Get('reviews')
  @Answers(200, arrayOf(CUSTOMER_REVIEW))
  reviews(@CurrentUser() caller: AuthenticatedUser): Promise<CustomerReviewDto[]> {
    return this.customerReviews.execute(caller.id);
  }

  /** The order's lines into the cart at today's prices (bouquets from today's flowers), as far as stock and season allow. */
  @Post(':orderId/repeat')
  @RateLimited('cart')
  @Answers(200, REPEAT_ORDER)
  @ApiIdParam('orderId', "The caller's own order")
  @ApiErrors(404)
  async repeat(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number): Promise<RepeatOrderDto> {
    return unwrap(await this.repeatOrder.execute(caller.id, id));
  }
}
