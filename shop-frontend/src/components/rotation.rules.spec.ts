import { describe, expect, it } from '@jest/globals';
import { nextRandomIndex, pingPongStep, wrapIndex } from './rotation.rules';

describe('rotating pictures', () => {
  it('always moves to another picture, whatever the random number', () => {
    for (const random of [0, 0.2, 0.49, 0.5, 0.99, 0.999999]) {
      for (const current of [0, 1, 2]) {
        const next = nextRandomIndex(current, 3, () => random);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(3);
      }
    }
  });

  it('reaches every other picture', () => {
    expect(new Set([0, 0.6].map((r) => nextRandomIndex(0, 3, () => r)))).toEqual(new Set([1, 2]));
  });

  it('stays put with a single picture', () => {
    expect(nextRandomIndex(0, 1, () => 0.7)).toBe(0);
  });
});

describe('ping-pong carousel', () => {
  it('runs to the end, turns back, and turns again at the start', () => {
    let state = { index: 0, direction: 1 as 1 | -1 };
    const seen: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      state = pingPongStep(state.index, state.direction, 4);
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 3, 2, 1, 0, 1, 2]);
  });

  it('wraps previous and next around the ends', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 6)).toBe(3);
  });
});
