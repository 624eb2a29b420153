import { isSessionExpiredLogin, sessionExpiredLoginPath } from './session-expiry';

describe('sign-in after the session ran out', () => {
  it('goes to /login with the way back and the reason', () => {
    const path = sessionExpiredLoginPath('/cart?checkout');
    expect(path).toBe('/login?redirect=%2Fcart%3Fcheckout&reason=session-expired');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(query.get('redirect')).toBe('/cart?checkout');
    expect(isSessionExpiredLogin(query)).toBe(true);
  });

  it('says nothing of an expiry on an ordinary visit to /login', () => {
    expect(isSessionExpiredLogin(new URLSearchParams('redirect=%2Fcart'))).toBe(false);
    expect(isSessionExpiredLogin(new URLSearchParams('reason=other'))).toBe(false);
  });
});
