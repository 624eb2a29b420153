import { MAX_PHOTO_COMMENT_LENGTH } from '@shop/domain';
import { answeredToast, APPROVAL, changeRequest, mayAnswerPhoto, photoAnswerFailure, photoAnswerSummary } from './photo-answer.rules';

describe('the answer to the bouquet photo', () => {
  it('may be given only when the server allows it', () => {
    expect(mayAnswerPhoto({ allowed_actions: ['answer-photo'] })).toBe(true);
    expect(mayAnswerPhoto({ allowed_actions: [] })).toBe(false);
  });

  it('is repeated on the card once given', () => {
    expect(photoAnswerSummary({ photo_approved: null, photo_comment: null })).toBeNull();
    expect(photoAnswerSummary({ photo_approved: true, photo_comment: null })).toBe('Вы одобрили фото');
    expect(photoAnswerSummary({ photo_approved: false, photo_comment: 'Меньше зелени, больше роз' })).toBe('Вы попросили изменить: Меньше зелени, больше роз');
    expect(photoAnswerSummary({ photo_approved: false, photo_comment: null })).toBe('Вы попросили изменить букет');
  });

  it('approves with {approved: true} and nothing else', () => {
    expect(APPROVAL).toEqual({ approved: true });
    expect(answeredToast(APPROVAL)).toBe('Спасибо! Флорист получил ваше одобрение.');
  });

  it('asks for a change with what to change, trimmed, up to the limit', () => {
    expect(changeRequest('  Меньше зелени\nбольше роз  ')).toEqual({ ok: true, payload: { approved: false, comment: 'Меньше зелени\nбольше роз' } });
    expect(changeRequest('а'.repeat(MAX_PHOTO_COMMENT_LENGTH))).toMatchObject({ ok: true });
    expect(changeRequest('   ')).toEqual({ ok: false, error: 'Напишите, что изменить в букете' });
    expect(changeRequest('а'.repeat(MAX_PHOTO_COMMENT_LENGTH + 1))).toEqual({ ok: false, error: 'Комментарий — не длиннее 500 символов' });
    expect(answeredToast({ approved: false, comment: 'Меньше зелени' })).toBe('Пожелание отправлено флористу.');
  });

  it("explains a failure in the server's words, or its own", () => {
    expect(photoAnswerFailure({ kind: 'status', status: 409, message: 'Заказ уже передан в доставку: изменить букет нельзя' })).toBe(
      'Заказ уже передан в доставку: изменить букет нельзя',
    );
    expect(photoAnswerFailure({ kind: 'status', status: 500, message: null })).toBe('Не удалось отправить ответ. Попробуйте ещё раз.');
    expect(photoAnswerFailure({ kind: 'not-json', status: 502, text: '<html>' })).toBe('Не удалось отправить ответ. Попробуйте ещё раз.');
    expect(photoAnswerFailure({ kind: 'network', status: 0, message: 'Network Error' })).toBe('Ошибка подключения к серверу. Ответ не отправлен.');
  });
});
