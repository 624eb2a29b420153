import { YOOKASSA_NOTIFICATION_RANGES } from '../config/environment.schema';
import { AddressAllowlist } from './address-allowlist';

describe('AddressAllowlist', () => {
  const yookassa = new AddressAllowlist(YOOKASSA_NOTIFICATION_RANGES);

  it.each(['185.71.76.1', '185.71.77.31', '77.75.153.100', '77.75.156.11', '77.75.154.200', '::ffff:185.71.76.5', '2a02:5180::1'])(
    'accepts YooKassa’s %s',
    (ip) => {
      expect(yookassa.allows(ip)).toBe(true);
    },
  );

  it.each(['185.71.76.32', '77.75.156.12', '127.0.0.1', '10.0.0.1', '2a02:5181::1', 'garbage', ''])('refuses %p', (ip) => {
    expect(yookassa.allows(ip)).toBe(false);
  });

  it('refuses a malformed range at start-up', () => {
    expect(() => new AddressAllowlist(['300.1.1.1/8'])).toThrow(/not an IP range/);
  });
});
