import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** An IP allowlist of addresses and CIDR ranges (IPv4 and IPv6; IPv4-mapped IPv6 counts as IPv4). */
export class AddressAllowlist {
  private readonly list = new BlockList();

  constructor(ranges: readonly string[]) {
    for (const range of ranges) {
      const [address, prefix] = range.split('/');
      const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
      if (!type) throw new Error(`not an IP range: ${range}`);
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
  }

  allows(address: string): boolean {
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    if (isIPv4(plain)) return this.list.check(plain, 'ipv4');
    return isIPv6(plain) && this.list.check(plain, 'ipv6');
  }
}
