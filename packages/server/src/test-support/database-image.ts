import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { DEFAULT_IMAGE_DIR, imageFolder } from '../db/image.ts';

/**
 * Test apps start from a database that is already migrated, instead of running every migration for
 * every test file (about 1.5 s each on PGlite): a dump of a migrated PGlite, and a PostgreSQL
 * template database. Both are named by the hash of the migrations, schema, seed and PGlite version
 * (`imageFolder`), so a change of any of them makes a new one; the demo museum is still seeded by
 * each test app, for the day of its own clock (about 0.1 s).
 */
const version = basename(imageFolder(DEFAULT_IMAGE_DIR, false)).replace(/^empty-/, '');

let pgliteImage: Promise<Blob> | undefined;

/** The dump of a migrated, empty PGlite: made once per code version, kept on disk, read once per process. */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = join(DEFAULT_IMAGE_DIR, `test-migrated-${version}.tar`);
    if (!existsSync(file)) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      if (handle.raw.kind !== 'pglite') throw new Error('openDatabase gave no PGlite');
      const dump = await handle.raw.client.dumpDataDir('none');
      await handle.close();
      mkdirSync(DEFAULT_IMAGE_DIR, { recursive: true });
      // Written under another name and renamed, so no process reads half a file.
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
      renameSync(temporary, file);
      for (const name of readdirSync(DEFAULT_IMAGE_DIR))
        if (
          name.startsWith('test-migrated-') &&
          name.endsWith('.tar') &&
          join(DEFAULT_IMAGE_DIR, name) !== file
        )
          rmSync(join(DEFAULT_IMAGE_DIR, name), { force: true });
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteImage;
}

const templates = new Map<string, Promise<string>>();

/** How long a template another code version last used is kept: a day. */
const TEMPLATE_KEPT_SECONDS = 24 * 60 * 60;

/**
 * The name of a migrated PostgreSQL template database on the server of `adminUrl`: made once per
 * code version (under an advisory lock, so parallel test processes make it once), and those of other
 * versions nobody has used for a day dropped.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = makeTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `museum_shop_template_${version}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await admin.query<{ datname: string; used: string | null; now: string }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS used,
              extract(epoch FROM now())::bigint::text AS now
         FROM pg_database WHERE datname LIKE $1`,
      ['museum_shop_template_%'],
    );
    const names = rows.map((row) => row.datname);
    // Another checkout's code (a second worktree, a colleague's run on a shared server) may be
    // copying its own template right now: one is stale only a day after a run last marked it used.
    const stale = rows.filter(
      (row) =>
        row.datname !== name &&
        !row.datname.endsWith('_making') &&
        !(Number(row.used) > Number(row.now) - TEMPLATE_KEPT_SECONDS),
    );
    for (const { datname } of stale) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    if (!names.includes(name)) {
      // A run that died while making it left this behind.
      await admin.query(`DROP DATABASE IF EXISTS ${name}_making WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}_making`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}_making`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await handle.close();
      // A template copies only while nobody is connected to it; the pool's sockets close a bit later.
      await admin.query(`ALTER DATABASE ${name}_making RENAME TO ${name}`).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await admin.query(`ALTER DATABASE ${name}_making RENAME TO ${name}`);
      });
    }
    // The database's clock marks the template used (a comment holds no parameter: a whole number).
    const { rows: marks } = await admin.query<{ now: string }>(
      'SELECT extract(epoch FROM now())::bigint::text AS now',
    );
    await admin.query(`COMMENT ON DATABASE ${name} IS '${Number(marks[0]?.now ?? 0)}'`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
  return name;
}
