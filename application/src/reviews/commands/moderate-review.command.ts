import { REVIEW_ERRORS, err, moderationStatus, ok, type Result, type Review, type ReviewError } from '@shop/domain';
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

  async execute(adminId: number, reviewId: number, status: unknown): Promise<Result<Review, ReviewError>> {
    const wanted = moderationStatus(status);
    if (!wanted.ok) return wanted;
    const review = await this.reviews.moderate(reviewId, wanted.value, this.clock.now(), adminId);
    if (!review) return err(REVIEW_ERRORS.notFound);
    this.readModel.forget();
    return ok(review);
  }
}
