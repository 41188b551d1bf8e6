// A local SMTP server for the browser tests (started by e2e/global-setup.ts): the shop sends its
// e-mail here (SMTP_URL), and every message is written whole to a folder as a .eml file, which a
// test reads back with a real mail parser (e2e/mail-support.ts). Loopback only, on a port the
// system gives it.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  port: number;
  close: () => Promise<void>;
}

export function startMailCatcher(dir: string): Promise<MailCatcher> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // The shop's SMTP_REQUIRE_TLS=false for this relay on the same machine.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(dir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
