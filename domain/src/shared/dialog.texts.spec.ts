import { DIALOG_TEXTS } from './dialog.texts';

describe('dialog texts (spec §5)', () => {
  it('confirm asks Нет / Да under "Подтверждение действия"', () => {
    expect(DIALOG_TEXTS.confirm).toEqual({ title: 'Подтверждение действия', buttons: ['Нет', 'Да'] });
  });

  it('error and success close with Закрыть', () => {
    expect(DIALOG_TEXTS.error).toEqual({ title: 'Ошибка', buttons: ['Закрыть'] });
    expect(DIALOG_TEXTS.success).toEqual({ title: 'Успешно', buttons: ['Закрыть'] });
  });
});
