import { StatementTexts } from './statement-texts';

describe('StatementTexts', () => {
  it('writes a text once per key and hands the same text out again', () => {
    const texts = new StatementTexts();
    const write = jest.fn((condition: string) => `SELECT id FROM products WHERE ${condition}`);
    expect(texts.of('id = $1', () => write('id = $1'))).toBe('SELECT id FROM products WHERE id = $1');
    expect(texts.of('id = $1', () => write('id = $1'))).toBe('SELECT id FROM products WHERE id = $1');
    expect(texts.of('id > $1', () => write('id > $1'))).toBe('SELECT id FROM products WHERE id > $1');
    expect(write.mock.calls).toEqual([['id = $1'], ['id > $1']]);
  });
});
