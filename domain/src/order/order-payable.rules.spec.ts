import { isOrderPayable } from './order-payable.rules';

describe('isOrderPayable', () => {
  it('is true only for a confirmed and approved order', () => {
    expect(isOrderPayable({ status: 'confirmed', isApproved: true })).toBe(true);
    expect(isOrderPayable({ status: 'confirmed', isApproved: false })).toBe(false);
    expect(isOrderPayable({ status: 'pending', isApproved: true })).toBe(false);
    expect(isOrderPayable({ status: 'paid', isApproved: true })).toBe(false);
  });
});
