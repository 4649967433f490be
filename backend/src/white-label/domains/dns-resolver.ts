import { promises as dns } from 'node:dns';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** DNS answers that mean "there is no such record", as opposed to a lookup that failed. */
const NO_ANSWER: ReadonlySet<string> = new Set([dns.NOTFOUND, dns.NODATA]);

/**
 * The DNS the white-label platform trusts: DNS_SERVERS when set (the tests' loopback server),
 * otherwise the system's. It answers both the domain verification records and the addresses of
 * asset hosts, so a test can make a name resolve to anything without touching the network.
 */
@Injectable()
export class DnsResolver {
  private readonly resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
  private readonly configured: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const servers = config.whiteLabel.dnsServers;
    this.configured = servers !== null;
    if (servers !== null) this.resolver.setServers(servers);
  }

  /** The TXT records at `name`, each joined from its strings; `null` when there is none. */
  async txt(name: string): Promise<string[] | null> {
    try {
      return (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      if (NO_ANSWER.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  /** Every address `host` resolves to (IPv4 and IPv6); empty when it resolves to none. */
  async addresses(host: string): Promise<string[]> {
    if (!this.configured) {
      try {
        return (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
      } catch (error) {
        if (NO_ANSWER.has((error as NodeJS.ErrnoException).code ?? '')) return [];
        throw error;
      }
    }
    const answers = await Promise.all([
      this.resolver.resolve4(host).catch(() => [] as string[]),
      this.resolver.resolve6(host).catch(() => [] as string[]),
    ]);
    return answers.flat();
  }
}
