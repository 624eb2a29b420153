import { isSessionExpiredLogin, LOGIN_REASON_PARAM, sessionExpiredLoginPath } from './session-expiry';

describe('sign-in after the session ran out', () => {
  it('goes to /login with the way back and the reason', () => {
    const path = sessionExpiredLoginPath('/cart?checkout');
    expect(path).toBe('/login?redirect=%2Fcart%3Fcheckout&reason=session-expired');
    const [redirect, reason] = path
      .split('?')[1]
      .split('&')
      .map((pair) => decodeURIComponent(pair.split('=')[1]));
    expect(redirect).toBe('/cart?checkout');
    expect(path).toContain(`&${LOGIN_REASON_PARAM}=`);
    expect(isSessionExpiredLogin(reason)).toBe(true);
  });

  it('says nothing of an expiry on an ordinary visit to /login', () => {
    expect(isSessionExpiredLogin(null)).toBe(false);
    expect(isSessionExpiredLogin('other')).toBe(false);
  });
});
