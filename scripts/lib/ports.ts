// Port checks for the local stack: `npm start` refuses to start on a busy port with a clear
// message, and the e2e harness asks the OS for free ports so it never collides with a running app.
import net from 'node:net';

/** Whether nothing listens on host:port (we try to bind it for a moment). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen({ port, host, exclusive: true });
  });
}

/** A port the OS considers free right now (bind to 0, read it, release it). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/** `count` distinct free ports. */
export async function findFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort(host));
  return [...ports];
}

export interface PortNeed {
  port: number;
  /** What needs it, e.g. "the Auth emulator". */
  purpose: string;
  host?: string;
}

/** Throws one readable error listing every port in use, with what needed it. */
export async function assertPortsFree(needs: readonly PortNeed[]): Promise<void> {
  const busy: PortNeed[] = [];
  for (const need of needs) {
    // Checking both loopback and all interfaces: a server on 0.0.0.0 blocks 127.0.0.1 too, and
    // vice versa for some platforms.
    const free =
      (await isPortFree(need.port, need.host ?? '127.0.0.1')) &&
      (await isPortFree(need.port, '0.0.0.0'));
    if (!free) busy.push(need);
  }
  if (busy.length > 0) {
    const lines = busy.map((need) => `  port ${need.port} (${need.purpose}) is already in use`);
    throw new Error(
      `Cannot start: ${busy.length === 1 ? 'a port is' : 'ports are'} busy:\n${lines.join('\n')}\n` +
        'Stop the program using it (e.g. another `npm start`: `ss -ltnp | grep <port>`), or choose another port ' +
        "(PORT for the API; the emulators' ports are in firebase.json).",
    );
  }
}
