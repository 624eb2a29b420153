import { greetingCardLabel, RECIPIENT_AND_CARD_HEADING } from './greeting-card.rules';

describe('the greeting card', () => {
  it('goes with a bouquet, or into the gift wrapping of any other order', () => {
    expect(greetingCardLabel({ bouquet: true })).toBe('Текст открытки к букету');
    expect(greetingCardLabel({ bouquet: false })).toBe('Текст открытки к подарку');
    expect(RECIPIENT_AND_CARD_HEADING).toBe('Получатель и открытка');
  });
});
