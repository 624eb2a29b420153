import { REVIEW_ERRORS } from './review.errors';
import {
  averageRating,
  emptyReviewListText,
  formatReviewDate,
  moderationStatus,
  reviewsSummary,
  reviewAuthor,
  reviewDraft,
  reviewListStatus,
  reviewRefusal,
} from './review.rules';

describe('reviewDraft', () => {
  it('takes a rating of 1 to 5 and trims the text', () => {
    expect(reviewDraft({ rating: 1, text: '  Спасибо!  ' })).toEqual({ ok: true, value: { rating: 1, text: 'Спасибо!' } });
    expect(reviewDraft({ rating: 5 })).toEqual({ ok: true, value: { rating: 5, text: '' } });
  });

  it.each([0, 6, 4.5, '5', null, Number.NaN])('refuses the rating %p', (rating) => {
    expect(reviewDraft({ rating, text: 'Хорошо' })).toEqual({ ok: false, error: REVIEW_ERRORS.invalidRating });
  });

  it('takes 1 000 characters (counted as the reader sees them) and refuses one more', () => {
    expect(reviewDraft({ rating: 4, text: 'я'.repeat(1000) }).ok).toBe(true);
    expect(reviewDraft({ rating: 4, text: '🌷'.repeat(1000) }).ok).toBe(true);
    expect(reviewDraft({ rating: 4, text: 'я'.repeat(1001) })).toEqual({ ok: false, error: REVIEW_ERRORS.textTooLong });
    expect(REVIEW_ERRORS.textTooLong.message).toBe('Отзыв — не длиннее 1 000 символов');
    expect(REVIEW_ERRORS.invalidRating.message).toBe('Оценка — от 1 до 5');
  });
});

describe('reviewRefusal', () => {
  it('lets the owner review a delivered or picked-up order once', () => {
    expect(reviewRefusal({ status: 'paid', fulfilmentStage: 'delivered' }, false)).toBeNull();
    expect(reviewRefusal({ status: 'paid', fulfilmentStage: 'picked_up' }, false)).toBeNull();
    expect(reviewRefusal({ status: 'paid', fulfilmentStage: 'delivered' }, true)).toBe(REVIEW_ERRORS.alreadyReviewed);
    expect(REVIEW_ERRORS.alreadyReviewed.message).toBe('Вы уже оставили отзыв на этот заказ');
  });

  it.each([null, 'assembling', 'ready', 'out_for_delivery'] as const)('refuses a paid order at stage %p: not received yet', (fulfilmentStage) => {
    expect(reviewRefusal({ status: 'paid', fulfilmentStage }, false)).toBe(REVIEW_ERRORS.notReceivedYet);
    expect(REVIEW_ERRORS.notReceivedYet.message).toBe('Отзыв можно оставить после получения заказа');
  });

  it.each(['pending', 'confirmed', 'canceled'] as const)('refuses an order %p', (status) => {
    expect(reviewRefusal({ status, fulfilmentStage: null }, false)).toBe(REVIEW_ERRORS.notReceivedYet);
  });
});

describe('reviewAuthor', () => {
  it('signs with the first name and the surname’s initial of the ФИО', () => {
    expect(reviewAuthor('Петрова Анна')).toBe('Анна П.');
    expect(reviewAuthor('  петрова   Анна Сергеевна ')).toBe('Анна П.');
    expect(reviewAuthor('Анна')).toBe('Анна');
    expect(reviewAuthor('   ')).toBe('Покупатель');
    expect(reviewAuthor(null)).toBe('Покупатель');
  });
});

describe('averageRating', () => {
  it('is the mean to one decimal, null without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe('moderation and the list filter', () => {
  it('the admin publishes or hides; the list filters by any status or none', () => {
    expect(moderationStatus('published')).toEqual({ ok: true, value: 'published' });
    expect(moderationStatus('hidden')).toEqual({ ok: true, value: 'hidden' });
    expect(moderationStatus('pending')).toEqual({ ok: false, error: REVIEW_ERRORS.invalidStatus });
    expect(reviewListStatus(undefined)).toEqual({ ok: true, value: undefined });
    expect(reviewListStatus('')).toEqual({ ok: true, value: undefined });
    expect(reviewListStatus('pending')).toEqual({ ok: true, value: 'pending' });
    expect(reviewListStatus(['pending'])).toEqual({ ok: false, error: REVIEW_ERRORS.invalidListStatus });
  });
});

describe('the product page’s words', () => {
  it('writes a review’s day and the summary of the ratings', () => {
    expect(formatReviewDate('2026-11-20')).toBe('20 ноября 2026');
    expect(formatReviewDate('2026-01-05')).toBe('5 января 2026');
    expect(formatReviewDate('nonsense')).toBe('nonsense');
    expect(reviewsSummary(4.7, 3)).toBe('4,7 из 5 · 3 отзыва');
    expect(reviewsSummary(5, 1)).toBe('5,0 из 5 · 1 отзыв');
    expect(reviewsSummary(4, 11)).toBe('4,0 из 5 · 11 отзывов');
  });
});

describe('emptyReviewListText', () => {
  it('says none are new when none wait for the check, and none at all otherwise', () => {
    expect(emptyReviewListText('pending')).toBe('Новых отзывов нет');
    expect(emptyReviewListText('published')).toBe('Отзывов нет');
    expect(emptyReviewListText('')).toBe('Отзывов нет');
  });
});
