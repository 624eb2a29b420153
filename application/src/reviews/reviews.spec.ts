import { CATALOGUE_ERRORS, Money, ORDER_ERRORS, REVIEW_ERRORS, productLine } from '@shop/domain';
import { InMemoryCatalogue, product } from '../testing/catalogue.fakes';
import { InMemoryOrders, asStored, paidOrder } from '../testing/orders.fakes';
import { InMemoryReviews } from '../testing/reviews.fakes';
import { FixedClock, MemoryFileStorage } from '../testing/shared.fakes';
import { unreferencedUploads } from '../testing/uploads.fakes';
import { UploadReviewPhoto } from './commands/upload-review-photo.command';
import { ModerateReview } from './commands/moderate-review.command';
import { WriteReview } from './commands/write-review.command';
import { AdminReviewsQuery, CustomerReviewsQuery, ProductReviewsQuery } from './queries/review-queries';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const FICUS = product({ id: 2, title: 'Фикус', price: Money.ofRoubles(4500) });

function setup() {
  const orders = new InMemoryOrders();
  // Customer 5's order 7 was delivered; order 8 is paid and still being assembled; order 9 is another customer's, delivered.
  orders.add(asStored(paidOrder({ id: 7 }), { fulfilmentStage: 'delivered' }));
  orders.add(paidOrder({ id: 8 }));
  orders.add(asStored(paidOrder({ id: 9, customerId: 6, lines: [productLine(FICUS, 1)] }), { fulfilmentStage: 'picked_up' }));
  const reviews = new InMemoryReviews(orders);
  const clock = new FixedClock(new Date('2026-05-03T09:00:00Z'));
  const catalogue = new InMemoryCatalogue([FICUS, product({ id: 3, visible: false })]);
  const storage = new MemoryFileStorage();
  const uploads = unreferencedUploads(storage, () => [...reviews.reviews.values()].map((review) => review.photo));
  return {
    reviews,
    clock,
    storage,
    photo: new UploadReviewPhoto(orders.readModel, reviews.repository, storage, uploads),
    write: new WriteReview(orders.readModel, reviews.repository, clock),
    moderate: new ModerateReview(reviews.repository, reviews.readModel, clock),
    mine: new CustomerReviewsQuery(reviews.readModel),
    admin: new AdminReviewsQuery(reviews.readModel),
    product: new ProductReviewsQuery(reviews.readModel, catalogue),
  };
}

describe('reviews of delivered orders', () => {
  it('lets the owner review a delivered order once, signed with the order’s name, waiting for the admin', async () => {
    const { write, mine } = setup();
    const written = await write.execute(5, 7, { rating: 5, text: '  Красивый и свежий  ' });
    expect(written).toMatchObject({ ok: true, value: { orderId: 7, rating: 5, text: 'Красивый и свежий', status: 'pending', author: 'Анна И.' } });
    expect(await write.execute(5, 7, { rating: 4 })).toEqual({ ok: false, error: REVIEW_ERRORS.alreadyReviewed });
    expect((await mine.execute(5)).map((review) => [review.order_id, review.status_label])).toEqual([[7, 'На проверке']]);
    expect(await mine.execute(6)).toEqual([]);
  });

  it('answers «Заказ не найден» for another’s order or none, before it looks at the review', async () => {
    const { write } = setup();
    expect(await write.execute(5, 9, { rating: 5 })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await write.execute(5, 404, { rating: 0 })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
  });

  it('refuses a bad rating, a long text and an order not yet received', async () => {
    const { write } = setup();
    expect(await write.execute(5, 7, { rating: 6 })).toEqual({ ok: false, error: REVIEW_ERRORS.invalidRating });
    expect(await write.execute(5, 7, { rating: 3, text: 'а'.repeat(1001) })).toEqual({ ok: false, error: REVIEW_ERRORS.textTooLong });
    expect(await write.execute(5, 8, { rating: 5 })).toEqual({ ok: false, error: REVIEW_ERRORS.notReceivedYet });
  });

  it('shows a product the reviews the admin published, and forgets cached pages on each moderation', async () => {
    const { write, moderate, product: productReviews, reviews, admin } = setup();
    const written = await write.execute(6, 9, { rating: 4, text: 'Хорошо упаковано' });
    if (!written.ok) throw new Error(written.error.message);
    expect(await productReviews.execute(2)).toEqual({ ok: true, value: { rating: null, count: 0, reviews: [] } });
    const versionBefore = await productReviews.version();

    expect(await moderate.execute(1, written.value.id, 'published')).toMatchObject({
      ok: true,
      value: { status: 'published', status_label: 'Опубликован', customer_email: 'customer6@example.ru' },
    });
    expect(await productReviews.execute(2)).toEqual({
      ok: true,
      value: { rating: 4, count: 1, reviews: [{ rating: 4, text: 'Хорошо упаковано', author: 'Анна И.', date: '2026-05-03', photo: null }] },
    });
    expect(await productReviews.version()).not.toBe(versionBefore);
    expect((await admin.execute('published', { limit: 50, after: null })).ok && reviews.moderations).toEqual([
      { id: written.value.id, status: 'published', actor: 1 },
    ]);

    await moderate.execute(1, written.value.id, 'hidden');
    expect(await productReviews.execute(2)).toMatchObject({ ok: true, value: { count: 0 } });
    expect(reviews.forgotten).toBe(2);
  });

  it('refuses a moderation to an unknown status or of an unknown review', async () => {
    const { moderate } = setup();
    expect(await moderate.execute(1, 1, 'pending')).toEqual({ ok: false, error: REVIEW_ERRORS.invalidStatus });
    expect(await moderate.execute(1, 404, 'published')).toEqual({ ok: false, error: REVIEW_ERRORS.notFound });
  });

  it('lists reviews for the admin by status and refuses an unknown one', async () => {
    const { write, admin } = setup();
    await write.execute(5, 7, { rating: 5 });
    const pending = await admin.execute('pending', { limit: 50, after: null });
    expect(pending).toMatchObject({ ok: true, value: { total: 1, items: [{ order_id: 7, customer_email: 'customer5@example.ru' }] } });
    expect(await admin.execute('hidden', { limit: 50, after: null })).toMatchObject({ ok: true, value: { total: 0 } });
    expect(await admin.execute('lost', { limit: 50, after: null })).toEqual({ ok: false, error: REVIEW_ERRORS.invalidListStatus });
  });

  it('has no reviews page for a hidden or unknown product', async () => {
    const { product: productReviews } = setup();
    expect(await productReviews.execute(3)).toEqual({ ok: false, error: CATALOGUE_ERRORS.productNotFound });
    expect(await productReviews.execute(404)).toEqual({ ok: false, error: CATALOGUE_ERRORS.productNotFound });
  });

  it('takes a photo to the owner’s pending review, replacing the earlier one, and refuses it once moderated', async () => {
    const { write, photo, storage, moderate } = setup();
    expect(await photo.execute(5, 7, PNG)).toEqual({ ok: false, error: REVIEW_ERRORS.photoBeforeReview });
    const written = await write.execute(5, 7, { rating: 5 });
    if (!written.ok) throw new Error(written.error.message);
    expect(await photo.execute(6, 7, PNG)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await photo.execute(5, 7, new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false, error: { code: 'UPLOAD.NOT_AN_IMAGE' } });
    expect(await photo.execute(5, 7, PNG)).toMatchObject({ ok: true, value: { photo: '/uploads/1.png' } });
    expect(await photo.execute(5, 7, PNG)).toMatchObject({ ok: true, value: { photo: '/uploads/2.png' } });
    expect([...storage.files.keys()]).toEqual(['2.png']);
    await moderate.execute(1, written.value.id, 'published');
    expect(await photo.execute(5, 7, PNG)).toEqual({ ok: false, error: REVIEW_ERRORS.photoClosed });
    expect([...storage.files.keys()]).toEqual(['2.png']);
  });
});
