import { isAllowedAssetAddress } from './address-policy';

// Every IPv4 range the policy refuses, and an address in it.
const refusedIPv4: Array<[string, string]> = [
  ['loopback', '127.0.0.1'],
  ['private 10/8', '10.0.0.1'],
  ['private 172.16/12', '172.16.3.4'],
  ['private 192.168/16', '192.168.1.20'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['carrier-grade NAT', '100.64.0.1'],
  ['unspecified', '0.0.0.0'],
  ['broadcast', '255.255.255.255'],
  ['multicast', '224.0.0.1'],
  ['reserved', '240.0.0.1'],
];

function hex(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

describe('the address policy', () => {
  describe.each(refusedIPv4)('%s (%s)', (_name, ipv4) => {
    it.each([
      ['itself', ipv4],
      ['IPv4-mapped, dotted', `::ffff:${ipv4}`],
      ['IPv4-mapped, hex', `::ffff:${hex(ipv4)}`],
      ['IPv4-compatible, dotted', `::${ipv4}`],
      ['IPv4-compatible, hex', `::${hex(ipv4)}`],
      ['NAT64', `64:ff9b::${hex(ipv4)}`],
    ])('is refused %s: %s', (_form, address) => {
      expect(isAllowedAssetAddress(address, false)).toBe(false);
    });
  });

  it.each([
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::7f00:1', true],
    ['::127.0.0.1', true],
    ['::a9fe:a9fe', false],
    ['::ffff:a9fe:a9fe', false],
    ['::a00:1', false],
  ])('with loopback allowed, %s is judged as its IPv4 address → %s', (address, allowed) => {
    expect(isAllowedAssetAddress(address, true)).toBe(allowed);
  });

  it('refuses NAT64 even for a public IPv4 address, which a gateway could route anywhere', () => {
    expect(isAllowedAssetAddress('64:ff9b::5db8:d822', false)).toBe(false);
  });

  it.each([
    ['IPv4-mapped', '::ffff:93.184.216.34'],
    ['IPv4-compatible', '::5db8:d822'],
  ])('takes a public IPv4 address in its %s form', (_form, address) => {
    expect(isAllowedAssetAddress(address, false)).toBe(true);
  });

  it('keeps :: and ::1 as IPv6 unspecified and loopback', () => {
    expect(isAllowedAssetAddress('::', true)).toBe(false);
    expect(isAllowedAssetAddress('::1', false)).toBe(false);
    expect(isAllowedAssetAddress('::1', true)).toBe(true);
  });
});
