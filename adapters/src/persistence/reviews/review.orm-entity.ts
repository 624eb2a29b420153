import { Check, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { ReviewStatus } from '@shop/domain';
import { CreatedAtColumn, IntegerColumn, OptionalMomentColumn, OptionalTextColumn, TextColumn } from '../shared/columns';
import { OrderIdColumn } from '../orders/order.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

/** A customer's review of one of their orders (OrderReviews1764400100000). */
@Entity({ name: 'reviews' })
@Unique('reviews_order_id_key', (r: ReviewOrmEntity) => [r.orderId])
@Check('reviews_rating_check', 'rating BETWEEN 1 AND 5')
@Check('reviews_text_check', 'char_length(text) <= 1000')
@Check('reviews_status_check', `status IN ('pending', 'published', 'hidden')`)
@Index('reviews_user_idx', (r: ReviewOrmEntity) => [r.customerId])
// Newest first (the migration orders created_at and id DESC), all or by status.
@Index('reviews_status_created_idx', (r: ReviewOrmEntity) => [r.status, r.createdAt, r.id])
@Index('reviews_created_idx', (r: ReviewOrmEntity) => [r.createdAt, r.id])
export class ReviewOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @OrderIdColumn('reviews.order_id', { onDelete: 'CASCADE' })
  orderId: number;

  @UserIdColumn('reviews.user_id', { onDelete: 'CASCADE' })
  customerId: number;

  @IntegerColumn('rating')
  rating: number;

  @TextColumn('text')
  text: string;

  @OptionalTextColumn('photo_url')
  photoUrl: string | null;

  @TextColumn('author')
  author: string;

  @TextColumn('status', { default: 'pending' })
  status: ReviewStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @OptionalMomentColumn('moderated_at')
  moderatedAt: Date | null;
}
