import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app.ts';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { shops } from '../../packages/server/src/db/schema/config.ts';
import { seedDemoMuseum } from '../../packages/server/src/db/seed/index.ts';
import { everyAccountLimit } from '../../packages/server/src/features/account/account-context.ts';
import { ARGON2_OPTIONS, hashPassword } from '../../packages/server/src/features/account/passwords.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: 10, duration: 4, ...options });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return result;
}

/**
 * Login throughput (argon2id at the production cost) and the latency of `customer` data calls,
 * against the app listening on 127.0.0.1 with an in-memory database. The load generator runs in
 * the same process, so on a small machine the figures are a floor.
 */
export async function reportAccounts(): Promise<{ loginsPerSecond: number; customerP99Ms: number }> {
  const started = performance.now();
  for (let run = 0; run < 5; run++) await hashPassword(md5(`run-${run}`));
  const hashMs = (performance.now() - started) / 5;

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedDemoMuseum(database.db);
  const [shop] = await database.db.select().from(shops).where(eq(shops.id, 1));
  if (!shop) throw new Error('the demo shop is missing');
  await database.db
    .update(shops)
    .set({ config: { ...shop.config, user_registration: true } })
    .where(eq(shops.id, 1));
  const app = await buildApp({
    database,
    // The benchmark is one client hammering one account: the limits would stop it at once.
    accountLimits: everyAccountLimit(unlimited),
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const password = md5('bench-password');
    const form = {
      salutation: 'ms',
      fname: 'Bench',
      lname: 'Mark',
      email: 'bench@example.org',
      password,
      street: 'Teststraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${base}/api/en/customer/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ c: form }),
    });
    if (!registered.ok) throw new Error(`registration failed: ${registered.status}`);
    const loginBody = JSON.stringify({ _u: form.email, _p: password });
    const signedIn = await fetch(`${base}/api/en/auth/login`, {
      method: 'POST',
      headers: json,
      body: loginBody,
    });
    const { data } = (await signedIn.json()) as { data: { token: string } };

    const logins = await load({
      url: `${base}/api/en/auth/login`,
      method: 'POST',
      headers: json,
      body: loginBody,
    });
    const customer = await load({ url: `${base}/api/en/customer?_=${encodeURIComponent(data.token)}` });

    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    console.log(
      `argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}: ` +
        `one hash ${hashMs.toFixed(0)} ms`,
    );
    console.log(
      `auth/login: ${logins.requests.average.toFixed(0)} logins/s ` +
        `(p50 ${logins.latency.p50} ms, p99 ${logins.latency.p99} ms, 10 connections, ${logins.duration.toFixed(0)} s)`,
    );
    console.log(
      `GET customer: p99 ${customer.latency.p99} ms (p50 ${customer.latency.p50} ms, ` +
        `${customer.requests.average.toFixed(0)} requests/s, 10 connections, ${customer.duration.toFixed(0)} s)`,
    );
    return { loginsPerSecond: logins.requests.average, customerP99Ms: customer.latency.p99 };
  } finally {
    await app.close();
  }
}
