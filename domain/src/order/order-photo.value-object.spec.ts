import { FULFILMENT_ERRORS } from './fulfilment.errors';
import { photoResponse } from './order-photo.value-object';

const AT = new Date('2025-05-01T09:00:00Z');

describe('photoResponse', () => {
  it('takes yes or no with an optional comment, trimmed, blank as none', () => {
    expect(photoResponse({ approved: true }, AT)).toEqual({ ok: true, value: { approved: true, comment: null, at: AT } });
    expect(photoResponse({ approved: false, comment: '  Больше зелени ' }, AT)).toEqual({
      ok: true,
      value: { approved: false, comment: 'Больше зелени', at: AT },
    });
    expect(photoResponse({ approved: false, comment: '   ' }, AT)).toEqual({ ok: true, value: { approved: false, comment: null, at: AT } });
    expect(photoResponse({ approved: true, comment: 'я'.repeat(500) }, AT).ok).toBe(true);
  });

  it('refuses anything but a boolean answer and a comment over 500 characters', () => {
    for (const approved of [undefined, 'true', 1, null])
      expect(photoResponse({ approved }, AT)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoAnswerInvalid });
    expect(photoResponse({ approved: true, comment: 5 }, AT)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoAnswerInvalid });
    expect(photoResponse({ approved: false, comment: 'я'.repeat(501) }, AT)).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoCommentTooLong });
  });
});
