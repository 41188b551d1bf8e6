// A local SMTP server for the browser tests (a web server of playwright.config.ts): the shop sends
// its e-mail here (SMTP_URL), and every message is written whole to E2E_MAIL_DIR as a .eml file,
// which a test reads back with a real mail parser (e2e/mail-support.ts). Loopback only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set');
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
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
