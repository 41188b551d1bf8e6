import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the system's outgoing connections take their local ports from ends below this. */
function firstOutgoingPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port on loopback that nothing listens on right now, for a server started a moment later by
 * another process. It lies below the range outgoing connections draw their local ports from: a port
 * the system hands out (port 0) can be taken by such a connection before the server binds it, and the
 * Vitest run before the browser tests opens many (a staff journey's server failed that way in CI).
 */
export async function freePort(): Promise<number> {
  const below = firstOutgoingPort();
  const from = Math.min(20_000, below - 1_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (below - from));
    if (await listens(port)) return port;
  }
  throw new Error(`no free port found between ${from} and ${below}`);
}
