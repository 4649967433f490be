/**
 * How the white-label platform reaches the outside world: the DNS resolver that checks domain
 * verification records and resolves asset hosts, and what development allows that production
 * never does (`*.localhost` domains, logos on this machine).
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { NODE_ENVS } from './server-config';

/** `192.0.2.53`, `192.0.2.53:5353`, `2001:db8::53` or `[2001:db8::53]:5353`: what `dns.Resolver#setServers` takes. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1]!) === 6 && validPort(bracketed[2]);
  if (isIP(entry) !== 0) return true;
  const [address, port, ...rest] = entry.split(':');
  return rest.length === 0 && isIP(address ?? '') === 4 && validPort(port);
}

function validPort(port: string | undefined): boolean {
  return port === undefined || (/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535);
}

const schema = z
  .object({
    NODE_ENV: z.enum(NODE_ENVS).catch('development'),
    DNS_SERVERS: z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .refine(
        (entries) => entries.every(isDnsServer),
        'must be a comma-separated list of DNS server addresses, each an IP address with an optional :port',
      )
      .optional(),
  })
  .transform((env) => {
    const development = env.NODE_ENV !== 'production';
    return {
      /** null: the system's resolver (`/etc/resolv.conf`). */
      dnsServers: env.DNS_SERVERS ?? null,
      /** `acme.localhost` is a domain needing no DNS proof. */
      developmentDomains: development,
      /** A logo on loopback (`http://127.0.0.1:<port>/logo.png`) may be published; other private addresses never. */
      allowLoopbackAssets: development,
    };
  });

export type WhiteLabelConfig = z.output<typeof schema>;

export const whiteLabelConfigSection: ConfigSection<WhiteLabelConfig> = { schema };
