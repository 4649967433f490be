import {
  checkTicketLinkToken,
  TICKET_LINK_LIFETIME_MS,
  ticketFromReplyAddress,
  ticketLinkToken,
  ticketReplyAddress,
} from './ticket-tokens';

const secret = 'a-test-secret-of-at-least-32-characters';
const ticket = { ticketId: 'TKT-20261127-ABCD', email: 'Ada@Example.com' };
const issued = new Date('2026-11-27T10:00:00Z');

describe('ticket link tokens', () => {
  const token = ticketLinkToken(ticket, issued, secret);

  it('open their own ticket for its requester, whatever the case of the stored address', () => {
    expect(checkTicketLinkToken(token, ticket, issued, secret)).toBe('valid');
    expect(checkTicketLinkToken(token, { ...ticket, email: 'ada@example.com' }, issued, secret)).toBe('valid');
  });

  it('expire after 30 days', () => {
    const lastMoment = new Date(issued.getTime() + TICKET_LINK_LIFETIME_MS - 1000);
    expect(checkTicketLinkToken(token, ticket, lastMoment, secret)).toBe('valid');
    const after = new Date(issued.getTime() + TICKET_LINK_LIFETIME_MS);
    expect(checkTicketLinkToken(token, ticket, after, secret)).toBe('expired');
  });

  it('do not open another ticket, another requester, or with another secret', () => {
    expect(checkTicketLinkToken(token, { ...ticket, ticketId: 'TKT-20261127-ABCE' }, issued, secret)).toBe('invalid');
    expect(checkTicketLinkToken(token, { ...ticket, email: 'eve@example.com' }, issued, secret)).toBe('invalid');
    expect(checkTicketLinkToken(token, ticket, issued, `${secret}!`)).toBe('invalid');
  });

  it('refuse a token whose expiry or signature was altered, and malformed ones', () => {
    const [expires, mac] = token.split('.');
    const later = `${Number(expires) + 86_400}.${mac}`;
    expect(checkTicketLinkToken(later, ticket, issued, secret)).toBe('invalid');
    const flipped = `${expires}.${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`;
    expect(checkTicketLinkToken(flipped, ticket, issued, secret)).toBe('invalid');
    for (const malformed of [undefined, '', '.', 'abc', `${token}.x`, `x${token}`, `-1.${mac}`]) {
      expect(checkTicketLinkToken(malformed, ticket, issued, secret)).toBe('invalid');
    }
  });
});

describe('ticket reply addresses', () => {
  const uuid = '0b6f4a52-3c1d-4e8f-9a7b-2c5d6e7f8a9b';
  const address = ticketReplyAddress(uuid, 'Support.Northvault.localhost', secret);

  it('name the ticket within a 64-character local part, in lower case', () => {
    expect(address).toMatch(/^support\+[0-9a-f]+@support\.northvault\.localhost$/);
    expect(address.split('@')[0]?.length).toBeLessThanOrEqual(64);
    expect(ticketFromReplyAddress(address, 'support.northvault.localhost', secret)).toBe(uuid);
    expect(ticketFromReplyAddress(address.toUpperCase(), 'support.northvault.localhost', secret)).toBe(uuid);
  });

  it('refuse a forged token, another domain or another secret', () => {
    const forged = address.replace('0b6f', '0b70');
    expect(ticketFromReplyAddress(forged, 'support.northvault.localhost', secret)).toBeNull();
    expect(ticketFromReplyAddress(address, 'evil.example', secret)).toBeNull();
    expect(ticketFromReplyAddress(address, 'support.northvault.localhost', `${secret}!`)).toBeNull();
    for (const other of ['support@support.northvault.localhost', 'support+@support.northvault.localhost', 'x']) {
      expect(ticketFromReplyAddress(other, 'support.northvault.localhost', secret)).toBeNull();
    }
  });
});
