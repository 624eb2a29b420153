import { describe, expect, it } from '@jest/globals';
import { isLoggablePath, parseLoggedPaths } from './page-views.rules';

describe('page views', () => {
  it('sends only the paths the API accepts', () => {
    expect(isLoggablePath('/')).toBe(true);
    expect(isLoggablePath('/products/Artificial_plants')).toBe(true);
    expect(isLoggablePath('/product/8')).toBe(true);
    expect(isLoggablePath('/страница')).toBe(false);
    expect(isLoggablePath('//evil')).toBe(false);
    expect(isLoggablePath(`/${'a'.repeat(200)}`)).toBe(false);
  });

  it('reads the stored list defensively', () => {
    expect(parseLoggedPaths(null)).toEqual(new Set());
    expect(parseLoggedPaths('not json')).toEqual(new Set());
    expect(parseLoggedPaths('{"a":1}')).toEqual(new Set());
    expect(parseLoggedPaths('["/", 3, "/terms"]')).toEqual(new Set(['/', '/terms']));
  });
});
