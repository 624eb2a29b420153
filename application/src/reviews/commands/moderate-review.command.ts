import { REVIEW_ERRORS, err, moderationStatus, ok, toAdminReviewDto, type AdminReviewDto, type Result, type ReviewError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { ReviewReadModel } from '../review.read-model.port';
import { ReviewRepository } from '../review.repository.port';

/** PUT /api/admin/reviews/{id}: the admin publishes a review or hides it (recorded with the admin's other actions); product pages show it at once. */
export class ModerateReview {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly readModel: ReviewReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, reviewId: number, status: unknown): Promise<Result<AdminReviewDto, ReviewError>> {
    const wanted = moderationStatus(status);
    if (!wanted.ok) return wanted;
    if (!(await this.reviews.moderate(reviewId, wanted.value, this.clock.now(), adminId))) return err(REVIEW_ERRORS.notFound);
    this.readModel.forget();
    const view = await this.readModel.view(reviewId);
    return view ? ok(toAdminReviewDto(view)) : err(REVIEW_ERRORS.notFound);
  }
}
