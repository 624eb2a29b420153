import { describe, expect, it } from '@jest/globals';
import { receiptFileName } from './receipt-download';

describe('receipt file name', () => {
  it('is the payment id with .json', () => {
    expect(receiptFileName('2f5c1a7e-000f-5000-9000-1b2c3d4e5f60')).toBe('2f5c1a7e-000f-5000-9000-1b2c3d4e5f60.json');
  });

  it('never lets a payment id leave the download folder', () => {
    expect(receiptFileName('../x/y')).toBe('.._x_y.json');
  });
});
