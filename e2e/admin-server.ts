// The staff journeys' own shop server (e2e/admin-support.ts starts it): it makes the first owner as
// `staff:create` does, before the server opens the database (embedded PGlite has one user at a
// time), writes the one-time sign-in token to STAFF_TOKEN_FILE, then starts the server as usual.
// On PostgreSQL it gets a fresh database of its own (DATABASE_URL, from e2e/admin-support.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_IMAGE_DIR } from '../packages/server/src/db/image.ts';
import { prepareDatabase } from '../packages/server/src/db/prepare.ts';
import { createMemberWithLink } from '../packages/server/src/features/staff/auth/auth.service.ts';
import { readSettings, seedsDemo, serverClock } from '../packages/server/src/settings.ts';

const settings = readSettings();
const email = process.env.STAFF_OWNER_EMAIL;
const tokenFile = process.env.STAFF_TOKEN_FILE;
if (!email || !tokenFile) throw new Error('STAFF_OWNER_EMAIL and STAFF_TOKEN_FILE are needed');
const { database } = await prepareDatabase({
  target: settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(settings.DATA_DIR) },
  seedDemo: seedsDemo(settings),
  now: serverClock(settings)(),
  imageDir: DEFAULT_IMAGE_DIR,
});
const { token } = await createMemberWithLink(
  database.db,
  { shopId: 1, email, name: '', role: 'owner', lang: 'en' },
  serverClock(settings)(),
);
await database.close();
writeFileSync(tokenFile, token);
await import('../packages/server/src/server.ts');
