import { characterCount } from './character-count';

describe('character counter', () => {
  it('counts what was typed against the limit', () => {
    expect(characterCount('', 500)).toBe('0 из 500 символов');
    expect(characterCount('Меньше роз\n', 500)).toBe('11 из 500 символов');
  });
});
