import type { Review } from '@shop/domain';
import type { ReviewOrmEntity } from './review.orm-entity';

export const toReview = (row: ReviewOrmEntity): Review => ({
  id: row.id,
  orderId: row.orderId,
  customerId: row.customerId,
  rating: row.rating,
  text: row.text,
  photo: row.photoUrl,
  status: row.status,
  author: row.author,
  createdAt: row.createdAt,
  moderatedAt: row.moderatedAt,
});
