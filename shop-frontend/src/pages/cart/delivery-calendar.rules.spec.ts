import { choiceToKeep, dateChipLines } from './delivery-calendar.rules';

const offered = [
  { value: '10-13', available: false },
  { value: '13-16', available: true },
  { value: '16-19', available: true },
];

describe('the checkout’s date and slot pickers', () => {
  it('keep the chosen one while it is available', () => {
    expect(choiceToKeep('16-19', offered, { pickFirst: true })).toBe('16-19');
    expect(choiceToKeep('16-19', offered, { pickFirst: false })).toBe('16-19');
  });

  it('move an unavailable or unknown choice to the first available one', () => {
    expect(choiceToKeep('10-13', offered, { pickFirst: true })).toBe('13-16');
    expect(choiceToKeep('', offered, { pickFirst: true })).toBe('13-16');
    expect(choiceToKeep('19-22', [{ value: '19-22', available: false }], { pickFirst: true })).toBe('');
  });

  it('leave the choice to the customer when they must choose again', () => {
    expect(choiceToKeep('10-13', offered, { pickFirst: false })).toBe('');
  });

  it('name the days the Russian way', () => {
    expect(dateChipLines('2026-06-05', '2026-06-05')).toEqual({ day: 'Сегодня', date: '5 июня' });
    expect(dateChipLines('2026-06-06', '2026-06-05')).toEqual({ day: 'Завтра', date: '6 июня' });
    expect(dateChipLines('2026-06-08', '2026-06-05')).toEqual({ day: 'пн', date: '8 июня' });
  });
});
