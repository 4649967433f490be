/** Many clients posting support tickets through one address for a while, each as its own visitor. */
import { HttpClient, jsonBody } from '../testing/http-client';

export interface WritingResult {
  /** Ticket ids the API answered 201 for. */
  acknowledged: Set<string>;
  /** Attempts that got anything else, or no answer (a backend killed mid-request), by status. */
  refused: Map<number | 'no answer', number>;
}

export async function runWritingClients(
  baseUrl: string,
  options: { clients: number; durationMs: number; thinkMs: number },
): Promise<WritingResult> {
  const acknowledged = new Set<string>();
  const refused = new Map<number | 'no answer', number>();
  const count = (key: number | 'no answer') => refused.set(key, (refused.get(key) ?? 0) + 1);
  let sequence = 0;
  const stopAt = Date.now() + options.durationMs;
  const client = async (index: number) => {
    const http = new HttpClient(baseUrl);
    while (Date.now() < stopAt) {
      sequence += 1;
      // Each ticket from its own address (documentation range; the throttler counts IPv6 by /56),
      // so the per-visitor write limit measures visitors, as in production, not this one machine;
      // and to its own email address, so the caps on emails to one address (3 an hour) hold back none.
      const visitor = `2001:db8:${(sequence & 0xffff).toString(16)}::${index.toString(16)}`;
      try {
        const answer = await http.sendJson(
          '/api/support',
          {
            name: `Client ${index}`,
            email: `client-${index}-${sequence}@example.com`,
            subject: `Load ${sequence}`,
            message: 'Scale test',
          },
          { 'x-forwarded-for': visitor },
        );
        if (answer.status === 201) acknowledged.add((jsonBody(answer) as { ticketId: string }).ticketId);
        else count(answer.status);
      } catch {
        count('no answer');
      }
      await new Promise((done) => setTimeout(done, options.thinkMs));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return { acknowledged, refused };
}
