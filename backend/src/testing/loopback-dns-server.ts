/**
 * A real DNS server on loopback (dns2) for the tests: the backend's resolver is pointed at it with
 * DNS_SERVERS, so TXT records and host addresses are whatever a test sets, and no lookup leaves
 * the machine. A name with no record answers NXDOMAIN, as a real server does.
 */
import DNS from 'dns2';

const { Packet } = DNS;

export interface LoopbackDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  txt: Map<string, string[]>;
  ipv4: Map<string, string[]>;
  close(): Promise<void>;
}

export async function startLoopbackDnsServer(): Promise<LoopbackDnsServer> {
  const txt = new Map<string, string[]>();
  const ipv4 = new Map<string, string[]>();
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const answer = (record: Partial<DNS.Packet.Resource>) =>
        response.answers.push(
          Packet.createResourceFromQuestion(question!, { class: Packet.CLASS.IN, ttl: 1, ...record }),
        );
      if (question?.type === Packet.TYPE.TXT) {
        for (const data of txt.get(name) ?? []) answer({ type: Packet.TYPE.TXT, data });
      } else if (question?.type === Packet.TYPE.A) {
        for (const address of ipv4.get(name) ?? []) answer({ type: Packet.TYPE.A, address });
      }
      if (!txt.has(name) && !ipv4.has(name)) response.header.rcode = 3; // NXDOMAIN
      send(response);
    },
  });
  const listening = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = (listening as { udp: { port: number } }).udp;
  return { address: `127.0.0.1:${port}`, txt, ipv4, close: () => server.close() };
}
