import { MAX_REVIEW_TEXT_LENGTH, reviewDraft, type CustomerOrderDto, type CustomerReviewDto, type ReviewPayloadDto } from '@shop/domain';
import { FieldError, prepareToasts, showToast, TextAreaField, TOAST_MS, useFieldText } from '@shop/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { characterCount } from '../../format/character-count';
import type { Outcome } from './reviews.api';
import { mayReview, REVIEW_TEXTS, stars } from './review-and-repeat.rules';

/** Sends this order's review and, when chosen, its photo. */
export type WriteReview = (payload: ReviewPayloadDto, photo: File | null) => Promise<Outcome<{ readonly photoFailed: boolean }>>;

interface Props {
  readonly order: CustomerOrderDto;
  readonly review: CustomerReviewDto | undefined;
  readonly onWrite: WriteReview;
}

/** The customer's review of a delivered or picked-up order: the form until they write one, then the review and where it stands. */
export function OrderReview({ order, review, onWrite }: Props) {
  if (review) return <WrittenReview review={review} />;
  if (!mayReview(order, review)) return null;
  return <ReviewForm orderId={order.order_id} onWrite={onWrite} />;
}

function WrittenReview({ review }: { review: CustomerReviewDto }) {
  return (
    <section className="shop-order-review" data-testid="order-review">
      <h3 className="shop-order__subtitle">{REVIEW_TEXTS.yours}</h3>
      <p className="shop-order-review__stars" aria-label={`${REVIEW_TEXTS.rating}: ${REVIEW_TEXTS.star(review.rating)}`}>
        {stars(review.rating)}
      </p>
      {review.text && <p className="shop-order-review__text">{review.text}</p>}
      {review.photo && <img className="shop-order-review__photo" src={review.photo} alt="Фото к отзыву" width={96} height={96} loading="lazy" />}
      <p className="shop-order-review__status" data-testid="order-review-status">
        {review.status_label}
      </p>
    </section>
  );
}

function ReviewForm({ orderId, onWrite }: { orderId: number; onWrite: WriteReview }) {
  useEffect(prepareToasts, []);
  const [rating, setRating] = useState<number | null>(null);
  const [ratingError, setRatingError] = useState<string | undefined>();
  const text = useFieldText('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `order-${orderId}-review`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = reviewDraft({ rating, text: text.text });
    if (!draft.ok) {
      if (draft.error.code === 'REVIEW.INVALID_RATING') setRatingError(draft.error.message);
      else text.setError(draft.error.message);
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await onWrite(draft.value, photo);
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    showToast(outcome.value.photoFailed ? 'error' : 'success', outcome.value.photoFailed ? REVIEW_TEXTS.photoFailed : REVIEW_TEXTS.sentToast, TOAST_MS.notice);
  }

  return (
    <form className="shop-order-review shop-order-review--form" onSubmit={submit} noValidate aria-busy={busy || undefined} data-testid="review-form">
      <h3 className="shop-order__subtitle">{REVIEW_TEXTS.title}</h3>
      <fieldset className="shop-order-review__rating" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="shop-order-review__legend">{REVIEW_TEXTS.rating}</legend>
        <div className="shop-order-review__stars-input">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={`shop-order-review__star${rating !== null && value <= rating ? ' shop-order-review__star--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setRatingError(undefined);
                }}
                className="shop-visually-hidden"
              />
              <span aria-hidden="true">{rating !== null && value <= rating ? '★' : '☆'}</span>
              <span className="shop-visually-hidden">{REVIEW_TEXTS.star(value)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating`} error={ratingError} />
      </fieldset>
      <TextAreaField
        id={`${id}-text`}
        label={REVIEW_TEXTS.text}
        hint={`${REVIEW_TEXTS.textHint}. ${characterCount(text.text, MAX_REVIEW_TEXT_LENGTH)}`}
        rows={3}
        {...text.field}
      />
      <div className="shop-order-review__photo-field">
        <p className="shop-order-review__legend" id={`${id}-photo-title`}>
          {REVIEW_TEXTS.photo}
        </p>
        {/* The browser's own file button speaks its own language: the label is the button, in Russian. */}
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="shop-visually-hidden"
          aria-labelledby={`${id}-photo-title`}
          aria-describedby={`${id}-photo-hint`}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-photo`} className="shop-button shop-button--outline shop-order-review__choose">
          {REVIEW_TEXTS.choosePhoto}
        </label>
        <p className="shop-order-review__hint" id={`${id}-photo-hint`}>
          {photo ? photo.name : REVIEW_TEXTS.noPhoto} · {REVIEW_TEXTS.photoHint}
        </p>
      </div>
      {failure && (
        <p className="shop-status shop-status--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="shop-button shop-button--primary" disabled={busy}>
        {busy ? REVIEW_TEXTS.sending : REVIEW_TEXTS.send}
      </button>
    </form>
  );
}
