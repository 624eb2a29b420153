import { andThen, err, ok, type Result } from './result';

describe('Result', () => {
  const half = (n: number): Result<number, string> => (n % 2 === 0 ? ok(n / 2) : err('odd'));

  it('carries a value or an error', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('x')).toEqual({ ok: false, error: 'x' });
  });

  it('andThen runs the next step only after a success', () => {
    expect(andThen(half(8), half)).toEqual(ok(2));
    expect(andThen(half(6), half)).toEqual(err('odd'));
    expect(andThen(half(3), half)).toEqual(err('odd'));
  });
});
