/// <reference types="jest" />
import { messageButtons } from './message-buttons';

describe('message dialog buttons (spec §5)', () => {
  it('asks Нет / Да for a confirmation: Нет answers false, Да answers true and is the dangerous one', () => {
    expect(messageButtons('confirm')).toEqual([
      { label: 'Нет', answer: false, danger: false },
      { label: 'Да', answer: true, danger: true },
    ]);
  });

  it('closes an error or a success with Закрыть, which answers true', () => {
    for (const kind of ['error', 'success'] as const) {
      expect(messageButtons(kind)).toEqual([{ label: 'Закрыть', answer: true, danger: false }]);
    }
  });
});
