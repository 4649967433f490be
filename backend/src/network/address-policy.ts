import ipaddr from 'ipaddr.js';

/**
 * Which addresses the publish-time fetch may connect to. Only public unicast addresses, so a logo
 * URL cannot make the server read its own network (cloud metadata, databases, admin ports);
 * loopback too in development and tests, where assets can live nowhere else.
 */
export function isAllowedAssetAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
