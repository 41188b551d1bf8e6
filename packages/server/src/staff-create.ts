import { parseArgs } from 'node:util';
import { isLanguage, STAFF_ROLES, type StaffRole } from '@museum-shop/contract';
import { prepareDatabase } from './db/prepare.ts';
import { acceptLink, createMemberWithLink } from './features/staff/auth/auth.service.ts';
import { databaseTargetOf, readSettings, seedsDemo } from './settings.ts';

/**
 * `npm run staff:create -- --email owner@museum.example --role owner`: makes a member of staff
 * (the first owner of a new shop) or gives an existing one the role again, and prints a one-time
 * sign-in link where the password is chosen. The link works once, for seven days; the action is
 * in the audit log with nobody as its author. Reads the same settings as the server (DATABASE_URL
 * or DATA_DIR, PUBLIC_URL, PORT).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      name: { type: 'string' },
      shop: { type: 'string', default: '1' },
      lang: { type: 'string', default: 'en' },
    },
  });
  const role = values.role as StaffRole;
  if (!values.email?.includes('@') || !STAFF_ROLES.includes(role) || !isLanguage(values.lang)) {
    console.error(
      `Usage: npm run staff:create -- --email ADDRESS [--role ${STAFF_ROLES.join('|')}] [--name NAME] [--shop ID] [--lang en|de|…]`,
    );
    process.exitCode = 2;
    return;
  }
  const settings = readSettings(process.env);
  const { database, hasShop } = await prepareDatabase({
    target: databaseTargetOf(settings),
    seedDemo: seedsDemo(settings),
    now: new Date(),
  });
  try {
    if (!hasShop) throw new Error('The database has no shop yet: start the server once (npm start) first.');
    const { member, token, expiresAt } = await createMemberWithLink(
      database.db,
      {
        shopId: Number(values.shop),
        email: values.email,
        name: values.name ?? values.email.split('@')[0] ?? values.email,
        role,
        lang: values.lang,
      },
      new Date(),
    );
    const shopUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
    console.log(
      `${member.email} is ${role}. Sign in once, until ${expiresAt.toISOString()}, at:\n\n  ${acceptLink(shopUrl, token)}\n`,
    );
  } finally {
    await database.close();
  }
}

await main();
