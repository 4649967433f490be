import ipaddr from 'ipaddr.js';

/**
 * Which addresses the publish-time fetch and webhook deliveries may connect to. Only public
 * unicast addresses, so a logo or webhook URL cannot make the server read its own network (cloud
 * metadata, databases, admin ports); loopback too in development and tests, where assets can live
 * nowhere else.
 *
 * An IPv6 address that carries an IPv4 address in its last 32 bits is judged as that IPv4 address:
 * IPv4-mapped (`::ffff:127.0.0.1`, also written `::ffff:7f00:1`) and IPv4-compatible (`::7f00:1`,
 * `::a9fe:a9fe`), which some stacks still route to the IPv4 host. NAT64 (`64:ff9b::/96`), 6to4,
 * Teredo and the other translation ranges are refused whatever they embed: a gateway on the
 * server's network could turn them into a connection to any IPv4 address, private ones included.
 */
export function isAllowedAssetAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = embeddedIPv4(ipaddr.parse(address));
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

function embeddedIPv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  // IPv4-compatible: the first 96 bits are zero. `::` and `::1` are IPv6's own unspecified and
  // loopback addresses and keep their IPv6 meaning.
  const parts = v6.parts;
  const upperZero = parts.slice(0, 6).every((part) => part === 0);
  if (upperZero && (parts[6] !== 0 || parts[7] > 1)) {
    return ipaddr.fromByteArray(v6.toByteArray().slice(12)) as ipaddr.IPv4;
  }
  return v6;
}
