/**
 * A DNS server on a loopback port for the custom-domain tests (dns2): answers A, AAAA, CNAME and TXT
 * from a table the test edits, NXDOMAIN for a name it has nothing for, so the server's checks run
 * through node:dns/promises exactly as against a real provider (DNS_SERVERS=127.0.0.1:{port}).
 */
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

export interface ZoneEntry {
  A?: string[];
  AAAA?: string[];
  CNAME?: string;
  TXT?: string[];
}

/** `port`: a fixed loopback port, for a server started before the test (the e2e server's DNS_SERVERS); 0 takes a free one. */
export async function startDnsServer(port = 0) {
  const zone = new Map<string, ZoneEntry>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
      const entry = zone.get(name);
      type Answer = (typeof response.answers)[number];
      const add = (type: number, fields: Partial<Answer>) =>
        response.answers.push({ name: question?.name ?? '', class: Packet.CLASS.IN, ttl: 60, type, ...fields } as Answer);
      const type = question?.type;
      if (!entry)
        response.header.rcode = 3; // NXDOMAIN
      else if (entry.CNAME && type !== Packet.TYPE.TXT) add(Packet.TYPE.CNAME, { domain: entry.CNAME });
      else if (type === Packet.TYPE.TXT) for (const data of entry.TXT ?? []) add(type, { data });
      else if (type === Packet.TYPE.A) for (const address of entry.A ?? []) add(type, { address });
      else if (type === Packet.TYPE.AAAA) for (const address of entry.AAAA ?? []) add(type, { address });
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: '127.0.0.1' } });
  const bound = (addresses.udp as AddressInfo).port;
  return { zone, server: `127.0.0.1:${bound}`, close: () => server.close() };
}
