import { showToast, TOAST_MS } from '@shop/ui';
import { useId, useState } from 'react';
import { emptyReviewListText, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReviewDto, type ModeratedStatus } from '@shop/domain';
import { useReloadReviews, useReviews } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import { AdminPage } from '../components/admin-page.component';
import { ErrorLine } from '../components/error-line.component';
import { QueryList } from '../components/query-list.component';
import { ShowMore } from '../components/show-more.component';
import { formatDateTime } from '../format/admin-format';

const TITLE = 'Отзывы';
const BADGE: { readonly [S in AdminReviewDto['status']]: string } = {
  pending: 'adm-badge adm-badge--changed',
  published: 'adm-badge adm-badge--visible',
  hidden: 'adm-badge adm-badge--hidden',
};
const stars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** /admin/reviews: the customers' reviews of their orders, newest first; the owner publishes each on its products' pages or hides it. */
export function ReviewsPage() {
  const id = useId();
  const [status, setStatus] = useState('pending');
  const reviews = useReviews(status);
  return (
    <AdminPage title={TITLE}>
      <section className="adm-section" aria-label="Список отзывов">
        <div className="adm-filters">
          <label className="adm-select" htmlFor={`${id}-status`}>
            <span className="adm-select__label">Статус</span>
            <select id={`${id}-status`} className="adm-select__input" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">Все</option>
              {REVIEW_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          {reviews.total !== null && <span className="adm-count">{reviews.total}</span>}
        </div>
        <QueryList query={reviews.query} loading="Загрузка отзывов…" failure={ADMIN_API_FALLBACKS.reviews} empty={emptyReviewListText(status)}>
          {(review) => <ReviewCard key={review.id} review={review} />}
        </QueryList>
        <ShowMore
          hasMore={reviews.hasMore}
          loadingMore={reviews.loadingMore}
          loadMore={reviews.loadMore}
          shown={reviews.query.data?.length}
          total={reviews.total}
        />
      </section>
    </AdminPage>
  );
}

function ReviewCard({ review }: { review: AdminReviewDto }) {
  const api = useAdminApi();
  const reload = useReloadReviews();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function moderate(status: ModeratedStatus) {
    setBusy(true);
    setError(null);
    try {
      await api.moderateReview(review.id, status);
      await reload();
      showToast(
        'success',
        status === 'published' ? `Отзыв к заказу № ${review.order_id} опубликован.` : `Отзыв к заказу № ${review.order_id} скрыт.`,
        TOAST_MS.notice,
      );
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.moderateReview));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="adm-product adm-review" aria-labelledby={titleId} data-testid={`review-${review.id}`}>
      <div className="adm-review__body">
        <h3 id={titleId} className="adm-product__title">
          Заказ № {review.order_id} · {review.author}
        </h3>
        <p className="adm-product__meta">
          <span className="adm-review__stars" aria-label={`Оценка: ${review.rating} из 5`}>
            {stars(review.rating)}
          </span>
          <span className={BADGE[review.status]}>{review.status_label}</span>
          <span className="adm-muted">{formatDateTime(review.created_at)}</span>
          <span className="adm-muted">{review.customer_email}</span>
        </p>
        {review.text ? <p className="adm-review__text">{review.text}</p> : <p className="adm-muted">Без текста</p>}
        {review.photo && (
          <a href={review.photo} target="_blank" rel="noopener noreferrer">
            <img className="adm-review__photo" src={review.photo} alt={`Фото к отзыву на заказ № ${review.order_id}`} width={120} height={120} loading="lazy" />
          </a>
        )}
        {review.products.length > 0 && <p className="adm-muted">Товары заказа: {review.products.map((product) => product.title).join(', ')}</p>}
        <div className="adm-product__actions">
          {review.status !== 'published' && (
            <button type="button" className="ui-button ui-button--small ui-button--primary" disabled={busy} onClick={() => void moderate('published')}>
              Опубликовать
            </button>
          )}
          {review.status !== 'hidden' && (
            <button type="button" className="ui-button ui-button--small" disabled={busy} onClick={() => void moderate('hidden')}>
              Скрыть
            </button>
          )}
        </div>
        <ErrorLine text={error} />
      </div>
    </article>
  );
}
