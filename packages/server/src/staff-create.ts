import { parseArgs } from 'node:util';
import { isLanguage, STAFF_ROLES, type StaffRole } from '@museum-shop/contract';
import { runningServerOf } from './control/control-file.ts';
import { DEFAULT_IMAGE_DIR } from './db/image.ts';
import { prepareDatabase } from './db/prepare.ts';
import { acceptLink } from './features/staff/auth/auth.service.ts';
import { createStaffMember, type StaffCreateInput } from './features/staff/setup/first-owner.ts';
import { databaseTargetOf, readSettings, seedsDemo, serverClock } from './settings.ts';

/**
 * `npm run staff:create -- --email owner@museum.example --role owner`: makes a member of staff
 * (the first owner of a new shop) or gives an existing one the role again, and prints a one-time
 * sign-in link where the password is chosen. The link works once, for seven days; the action is
 * in the audit log with nobody as its author. Reads the same settings as the server (DATABASE_URL
 * or DATA_DIR, PUBLIC_URL, PORT).
 *
 * On a database without a shop it first makes one with safe defaults (issue 34): `--lang` is its
 * one language, `--museum` its name; every section is off and visitors see "opening soon" until
 * the owner opens it from the setup checklist. It works while the server runs: on PostgreSQL
 * beside it, on embedded PGlite (one user at a time) through the running server's control call.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      name: { type: 'string' },
      shop: { type: 'string', default: '1' },
      lang: { type: 'string', default: 'en' },
      museum: { type: 'string' },
    },
  });
  const role = values.role as StaffRole;
  const shopId = Number(values.shop);
  if (
    !values.email?.includes('@') ||
    !STAFF_ROLES.includes(role) ||
    !isLanguage(values.lang) ||
    !Number.isInteger(shopId) ||
    shopId < 1
  ) {
    console.error(
      `Usage: npm run staff:create -- --email ADDRESS [--role ${STAFF_ROLES.join('|')}] [--name NAME] [--shop ID] [--lang en|de|…] [--museum NAME]`,
    );
    process.exitCode = 2;
    return;
  }
  const settings = readSettings(process.env);
  const input: StaffCreateInput = {
    email: values.email,
    role,
    name: values.name,
    shopId,
    lang: values.lang,
    museum: values.museum,
  };
  const target = databaseTargetOf(settings);
  const running = target.kind === 'pglite' && target.dataDir ? runningServerOf(target.dataDir) : undefined;
  const created = running ? await askRunningServer(running, input) : await createHere(settings, input);
  if (created.madeShopId !== null)
    console.log(
      `Made shop ${created.madeShopId} (${values.lang}); it opens from the setup checklist in /admin.`,
    );
  const shopUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
  console.log(
    `${created.email} is ${role}. Sign in once, until ${created.expiresAt}, at:\n\n  ${acceptLink(shopUrl, created.token)}\n`,
  );
}

type Created = { email: string; token: string; expiresAt: string; madeShopId: number | null };

async function createHere(
  settings: ReturnType<typeof readSettings>,
  input: StaffCreateInput,
): Promise<Created> {
  // The server's clock (CLOCK_START moves it in tests): the link lasts seven days by that clock.
  const now = serverClock(settings)();
  const { database } = await prepareDatabase({
    target: databaseTargetOf(settings),
    seedDemo: seedsDemo(settings),
    now,
    // An empty data folder starts as a copy of the prepared image, as the server's does.
    imageDir: DEFAULT_IMAGE_DIR,
  });
  try {
    const created = await createStaffMember(database.db, input, now);
    return { ...created, expiresAt: created.expiresAt.toISOString() };
  } finally {
    await database.close();
  }
}

async function askRunningServer(
  server: { url: string; token: string },
  input: StaffCreateInput,
): Promise<Created> {
  const response = await fetch(`${server.url}/control/staff-create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': server.token },
    body: JSON.stringify(input),
  });
  if (!response.ok)
    throw new Error(
      `The running server (${server.url}) refused: ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as Created;
}

await main();
