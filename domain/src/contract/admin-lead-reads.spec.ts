import { adminLeadReads } from './admin-lead-reads';

describe('adminLeadReads', () => {
  it('starts the orders screen with the check and both lists', () => {
    expect(adminLeadReads('/admin/orders')).toEqual(['/api/auth/check-admin', '/api/admin/orders/pending?limit=50', '/api/admin/orders?limit=50']);
    expect(adminLeadReads('/admin/orders/')).toEqual(adminLeadReads('/admin/orders'));
  });

  it('starts the paid orders with their list', () => {
    expect(adminLeadReads('/admin/orders/paid')).toEqual(['/api/auth/check-admin', '/api/admin/orders/paid?limit=50']);
  });

  it('starts any other admin screen with the check alone', () => {
    expect(adminLeadReads('/admin')).toEqual(['/api/auth/check-admin']);
    expect(adminLeadReads('/admin/dashboard')).toEqual(['/api/auth/check-admin']);
  });

  it('reads nothing ahead for shop pages', () => {
    expect(adminLeadReads('/')).toEqual([]);
    expect(adminLeadReads('/administrator')).toEqual([]);
  });
});
