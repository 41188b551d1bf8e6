import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the server of `adminUrl` (a test app's or a benchmark's), and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
  purpose: 'test' | 'bench' = 'test',
  /** A database to copy (CREATE DATABASE … TEMPLATE), e.g. a migrated one; none: an empty database. */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `museum_shop_${purpose}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        // pg's Pool.end() resolves before its sockets have closed; dropping WITH (FORCE) while a
        // backend is still winding down kills it, and its client throws an uncaught error.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await cleaner.query(
            'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
