import { Money } from '../money/money.value-object';
import { CSV_BOM, csvAmount, csvCell, csvMoscowTime, csvRow } from './csv';

describe('CSV for Russian Excel', () => {
  it('starts with the byte order mark (EF BB BF once written as UTF-8)', () => {
    expect([...CSV_BOM].map((c) => c.codePointAt(0))).toEqual([0xfeff]);
  });

  it('separates cells with ; and ends each row with CRLF', () => {
    expect(csvRow(['№', 'Анна Петрова', 12, null])).toBe('№;Анна Петрова;12;\r\n');
  });

  it('quotes a cell with a separator, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('ООО «Ромашка»; склад')).toBe('"ООО «Ромашка»; склад"');
    expect(csvCell('Анна "Цветочница" Ли')).toBe('"Анна ""Цветочница"" Ли"');
    expect(csvCell('строка\r\nвторая')).toBe('"строка\r\nвторая"');
    expect(csvCell('просто')).toBe('просто');
  });

  it('writes amounts with a decimal comma and kopecks always', () => {
    expect(csvAmount(Money.ofKopecks(123450))).toBe('1234,50');
    expect(csvAmount(Money.ofKopecks(5))).toBe('0,05');
    expect(csvAmount(Money.ZERO)).toBe('0,00');
    expect(csvAmount(null)).toBe('');
  });

  it('writes times on the Moscow clock', () => {
    expect(csvMoscowTime(new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-27 00:30');
    expect(csvMoscowTime(new Date('2026-11-27T08:05:00Z'))).toBe('2026-11-27 11:05');
    expect(csvMoscowTime(null)).toBe('');
  });
});
