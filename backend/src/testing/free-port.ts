import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on right now, chosen by the OS among the ephemeral ones. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
