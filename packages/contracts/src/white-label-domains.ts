/**
 * Proof that a custom domain belongs to the organisation that configures it: a DNS TXT record
 * `_northvault-verify.<domain>` holding the organisation's token for that domain. `*.localhost`
 * names need no proof in development: browsers resolve them to this machine.
 */
export const VERIFICATION_RECORD_PREFIX = '_northvault-verify';
const VALUE_PREFIX = 'northvault-verify=';

export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_RECORD_PREFIX}.${domain}`;
}

export function verificationRecordValue(token: string): string {
  return `${VALUE_PREFIX}${token}`;
}

/** `acme.localhost`: a development domain (RFC 6761 reserves the name for loopback). */
export function isDevelopmentDomain(domain: string): boolean {
  return /\.localhost$/i.test(domain);
}

/** The draft domain as the server sees it: whether it is proved, and the record that would prove it. */
export interface DomainStatus {
  domain: string;
  verified: boolean;
  /** `development`: a `*.localhost` name, set up without DNS; `dns`: proved by the TXT record. */
  method: 'dns' | 'development' | null;
  recordName: string;
  recordValue: string;
}

export const DOMAIN_MESSAGES = {
  verified: 'Domain verified.',
  noDomain: 'Save a domain on the Configure tab before verifying it.',
  noRecord: (recordName: string) =>
    `No TXT record was found at ${recordName}. Add it at your DNS provider; changes can take a few minutes to appear.`,
  wrongToken: (recordName: string) =>
    `The TXT record at ${recordName} does not hold this organisation’s token. Set it to the value shown, then verify again.`,
  lookupFailed: (recordName: string) => `The DNS lookup of ${recordName} failed. Please try again in a moment.`,
  notVerified:
    'Verify your domain before deploying: add the TXT record shown under Domain Setup, then press Verify domain.',
  developmentOnly: 'A *.localhost domain only works in development. Choose your own domain and verify it.',
} as const;
