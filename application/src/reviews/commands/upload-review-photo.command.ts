import { ORDER_ERRORS, REVIEW_ERRORS, err, ok, type Result, type Review, type ShopError } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { checkUploadedImage } from '../../shared/uploaded-image';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { UnreferencedUploads } from '../../uploads/unreferenced-uploads.service';
import { ReviewRepository } from '../review.repository.port';

/**
 * POST /api/orders/{orderId}/review/photo: a picture to the owner's review while the admin has not
 * looked at it yet, checked like every upload; a new one replaces (and deletes) the earlier one.
 */
export class UploadReviewPhoto {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly reviews: ReviewRepository,
    private readonly storage: FileStorage,
    private readonly uploads: UnreferencedUploads,
  ) {}

  async execute(customerId: number, orderId: number, content: Uint8Array): Promise<Result<Review, ShopError>> {
    const found = await this.orders.byId(orderId);
    if (!found?.order.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
    const review = await this.reviews.ofOrder(orderId);
    if (!review) return err(REVIEW_ERRORS.photoBeforeReview);
    if (review.status !== 'pending') return err(REVIEW_ERRORS.photoClosed);
    const type = checkUploadedImage(content);
    if (!type.ok) return type;
    const url = await this.storage.save(content, type.value);
    const attached = await this.reviews.attachPhoto(review.id, url).catch(async (error: unknown) => {
      await this.uploads.discard([url]);
      throw error;
    });
    if (attached === 'not-pending') {
      await this.uploads.discard([url]);
      return err(REVIEW_ERRORS.photoClosed);
    }
    await this.uploads.discard([attached.replaced]);
    return ok({ ...review, photo: url });
  }
}
