import { createServer } from 'node:http';

/**
 * Below the kernel's ephemeral range (32768 and up on Linux): the OS hands those out as the local
 * ports of outgoing connections (to PostgreSQL, Redis, each other) and to every listen(0), so a port
 * found free there could be taken again before the child process meant for it starts listening.
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;

/** Whether a server can listen on `port` now (it is closed again at once). */
function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, for a server a test starts (often in another process). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORTS);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port found between ${FIRST_PORT} and ${FIRST_PORT + PORTS - 1}`);
}
