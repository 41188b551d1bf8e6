// The browser suite's servers, started once before the journeys: the mail catcher and the shop, each
// on a port the system gives it (port 0). A port found free beforehand could be taken by an outgoing
// connection before the server bound it (stop 31's CI); two runs side by side do not meet either.
// The addresses reach the workers through the environment, which they inherit from this process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from '../packages/server/src/test-support/server-process.ts';
import { startMailCatcher } from './mail-catcher.ts';

export default async function startSuiteServers(): Promise<() => Promise<void>> {
  // `npm test` passes fresh folders; a direct `playwright test` makes its own.
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'museum-shop-e2e-'));
  process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'museum-shop-e2e-mail-'));
  const mail = await startMailCatcher(process.env.E2E_MAIL_DIR);
  process.env.E2E_SMTP_PORT = String(mail.port);
  // The server's clock starts at CLOCK_START as it starts; the tests count from here
  // (e2e/server-clock.ts), a moment early rather than late.
  process.env.E2E_CLOCK_SET_AT = String(Date.now());
  // With the rest of the environment: DATABASE_URL, SEED_DEMO and CLOCK_START come from the config
  // and npm test; PAYMENT_PROVIDER is the sandbox unless they name another.
  const shop = await startServer({
    DATA_DIR: process.env.E2E_DATA_DIR,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    // The catcher is a relay on this machine: no STARTTLS.
    SMTP_REQUIRE_TLS: 'false',
    ...(process.env.PAYMENT_PROVIDER ? { PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER } : {}),
  });
  process.env.E2E_BASE_URL = shop.url;
  // The server's warnings and errors beside the journeys' output, as a web server's were.
  const forward = (chunk: Buffer) => process.stderr.write(chunk);
  shop.child.stdout?.on('data', forward);
  shop.child.stderr?.on('data', forward);
  return async () => {
    await stopServer(shop.child);
    await mail.close();
  };
}
