/// <reference types="jest" />
import { answering } from '../../testing/answering-http';
import { sendPhotoAnswer } from './orders.api';

const progress = { fulfilment_stage: 'assembling', photo_url: '/uploads/orders/7.png', photo_approved: false, photo_comment: 'Больше роз' };

describe('POST /api/orders/{orderId}/photo-response', () => {
  it("posts the answer and hands back the order's progress", async () => {
    const { http, calls } = answering({ ok: true, status: 200, data: progress });
    await expect(sendPhotoAnswer(http, 7, { approved: false, comment: 'Больше роз' })).resolves.toEqual({ ok: true, progress });
    expect(calls).toEqual([{ path: '/api/orders/7/photo-response', request: { method: 'POST', body: { approved: false, comment: 'Больше роз' } } }]);
  });

  it('counts an accepted answer without a readable progress as accepted', async () => {
    await expect(sendPhotoAnswer(answering({ ok: true, status: 200, data: {} }).http, 7, { approved: true })).resolves.toEqual({ ok: true, progress: null });
  });

  it("reports a refusal in the server's words", async () => {
    const refused = answering({ ok: false, kind: 'status', status: 409, message: 'Фото букета ещё не загружено' });
    await expect(sendPhotoAnswer(refused.http, 7, { approved: true })).resolves.toEqual({ ok: false, message: 'Фото букета ещё не загружено' });
  });
});
