import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminReviewsQuery, ModerateReview } from '@shop/application';
import { REVIEW_ERRORS, REVIEW_STATUSES, type AdminReviewDto } from '@shop/domain';
import { AnswersPage, adminListRequest, sendPage } from '../http/admin-list';
import { EntityIdPipe } from '../http/entity-id.pipe';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { ADMIN_REVIEW } from '../http/openapi/review.schemas';
import { unwrap } from '../http/result-to-http';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { ReviewModerationRequestDto } from './dto/review.request.dto';

const REVIEW_ID = new EntityIdPipe(REVIEW_ERRORS.notFound.message);

/** «Отзывы»: the owner reads the reviews and publishes or hides each. */
@ApiTags('admin: reviews')
@Controller('api/admin/reviews')
@AdminOnly()
export class AdminReviewsHttpController {
  constructor(
    private readonly list: AdminReviewsQuery,
    private readonly moderate: ModerateReview,
  ) {}

  /** A page of the reviews, newest first. */
  @Get()
  @AnswersPage(ADMIN_REVIEW, [])
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...REVIEW_STATUSES] }, description: 'Only reviews in this status' })
  async page(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminReviewDto[]> {
    const { page } = adminListRequest({ limit: query.limit, cursor: query.cursor });
    return sendPage(request, reply, unwrap(await this.list.execute(query.status, page)));
  }

  /** Publish a review on its products' pages, or hide it; recorded in the audit log. */
  @Put(':id')
  @Answers(200, ADMIN_REVIEW)
  @ApiIdParam('id')
  @ApiErrors(400, 404)
  async moderateReview(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', REVIEW_ID) id: number,
    @Body() body: ReviewModerationRequestDto,
  ): Promise<AdminReviewDto> {
    return unwrap(await this.moderate.execute(admin.id, id, body.status));
  }
}
