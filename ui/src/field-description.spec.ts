/// <reference types="jest" />
import { fieldDescribedBy } from './field-description';

describe('fieldDescribedBy', () => {
  it('names the hint, then the error, then the caller’s own description', () => {
    expect(fieldDescribedBy('phone', { hint: 'note', error: 'Введите телефон', extra: 'total' })).toBe('phone-hint phone-error total');
  });

  it('leaves out what is not there, and is undefined when nothing is', () => {
    expect(fieldDescribedBy('phone', { error: 'Введите телефон' })).toBe('phone-error');
    expect(fieldDescribedBy('phone', { hint: 'note' })).toBe('phone-hint');
    expect(fieldDescribedBy('phone', { hint: null, error: '' })).toBeUndefined();
  });
});
