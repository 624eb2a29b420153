import { formatReviewDate, reviewsSummary, type PublishedReviewDto } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { productReviewsQuery } from './product-reviews.api';

const stars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** «Отзывы покупателей»: the published reviews of orders that held this product, with their average; nothing while there is none. */
export function ProductReviews({ productId }: { productId: number }) {
  const { data } = useQuery(productReviewsQuery(productId));
  if (!data || data.rating === null || data.reviews.length === 0) return null;
  return (
    <section className="shop-reviews" aria-labelledby="shop-reviews-title" data-testid="product-reviews">
      <h2 id="shop-reviews-title" className="shop-section-title">
        Отзывы покупателей
      </h2>
      <p className="shop-reviews__summary" data-testid="product-reviews-summary">
        <span className="shop-reviews__stars" aria-hidden="true">
          {stars(Math.round(data.rating))}
        </span>{' '}
        {reviewsSummary(data.rating, data.count)}
      </p>
      <ul className="shop-reviews__list">
        {data.reviews.map((review, index) => (
          <ReviewItem key={`${review.date}-${index}`} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({ review }: { review: PublishedReviewDto }) {
  return (
    <li className="shop-card shop-reviews__item" data-testid="product-review">
      <p className="shop-reviews__head">
        <strong>{review.author}</strong> <span className="shop-reviews__date">{formatReviewDate(review.date)}</span>
      </p>
      <p className="shop-reviews__stars" aria-label={`Оценка: ${review.rating} из 5`}>
        {stars(review.rating)}
      </p>
      {review.text && <p className="shop-reviews__text">{review.text}</p>}
      {review.photo && (
        <img className="shop-reviews__photo" src={review.photo} alt={`Фото покупателя: ${review.author}`} width={160} height={160} loading="lazy" />
      )}
    </li>
  );
}
