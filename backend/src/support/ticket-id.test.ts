import { generateTicketId, TICKET_ID_PATTERN } from './ticket-id';

describe('generateTicketId', () => {
  it('makes TKT- and eight Crockford base32 characters', () => {
    for (let sample = 0; sample < 200; sample += 1) {
      expect(generateTicketId()).toMatch(TICKET_ID_PATTERN);
    }
  });

  it('uses the whole alphabet and nothing outside it', () => {
    const seen = new Set(Array.from({ length: 500 }, generateTicketId).flatMap((id) => [...id.slice(4)]));
    expect([...seen].sort().join('')).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
  });
});
