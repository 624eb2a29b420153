import type { Review } from '../review/review';
import { toAdminReviewDto, toCustomerReviewDto, toProductReviewsDto } from './review.mapper';

const review: Review = {
  id: 7,
  orderId: 42,
  customerId: 3,
  rating: 5,
  text: 'Очень красивый букет',
  photo: '/uploads/a.webp',
  status: 'published',
  author: 'Анна П.',
  // 23:30 UTC is already the next day in Moscow.
  createdAt: new Date('2026-11-20T23:30:00Z'),
  moderatedAt: new Date('2026-11-21T08:00:00Z'),
};

describe('review mapper', () => {
  it('answers the customer their review with its status in words', () => {
    expect(toCustomerReviewDto({ ...review, status: 'pending' })).toEqual({
      id: 7,
      order_id: 42,
      rating: 5,
      text: 'Очень красивый букет',
      photo: '/uploads/a.webp',
      status: 'pending',
      status_label: 'На проверке',
      created_at: '2026-11-20T23:30:00.000Z',
    });
  });

  it('shows the admin who wrote it and the products of the order', () => {
    const dto = toAdminReviewDto({ review, customerEmail: 'anna@example.ru', products: [{ id: 2, title: 'Фикус' }] });
    expect(dto).toMatchObject({ author: 'Анна П.', customer_email: 'anna@example.ru', products: [{ id: 2, title: 'Фикус' }], status_label: 'Опубликован' });
    expect(dto.moderated_at).toBe('2026-11-21T08:00:00.000Z');
  });

  it('shows a product page the average, the number and each review dated on the Moscow day', () => {
    expect(toProductReviewsDto({ ratingSum: 9, count: 2, latest: [review] })).toEqual({
      rating: 4.5,
      count: 2,
      reviews: [{ rating: 5, text: 'Очень красивый букет', author: 'Анна П.', date: '2026-11-21', photo: '/uploads/a.webp' }],
    });
    expect(toProductReviewsDto({ ratingSum: 0, count: 0, latest: [] })).toEqual({ rating: null, count: 0, reviews: [] });
  });
});
