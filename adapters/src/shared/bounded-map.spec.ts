import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('holds up to its limit, and a new key past it starts over with that key alone', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      map.set(key, value);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    map.set('d', 4);
    expect([...map]).toEqual([['d', 4]]);
  });

  it('changes a key it holds without forgetting the others, even when full', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
