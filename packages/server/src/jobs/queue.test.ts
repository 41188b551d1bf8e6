import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { JOB_SCHEMA } from '../db/job-schema.ts';
import { freshDatabase } from '../test-support/build.ts';
import { jobDatabase } from './job-database.ts';
import { MIN_LEASE_SECONDS } from './lease.ts';
import { type JobQueue, type QueuedJob, startJobQueue } from './queue.ts';

/**
 * Leases (issue 40): a job whose process died is run again by another process soon after, not
 * after pg-boss's expiry of 15 minutes; a process renews the lease of what it runs. The tests use
 * the shortest lease pg-boss allows (10 s) and move a dead run's last renewal back instead of
 * waiting for it to lapse.
 */
const log = pino({ level: 'silent' });
const LEASE = MIN_LEASE_SECONDS;

interface JobRow {
  state: string;
  retry_count: number;
  started: boolean;
  renewed: boolean;
  heartbeat_seconds: number | null;
}

describe('the job queue’s leases', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const queues: Array<JobQueue & { ready(): Promise<void> }> = [];

  beforeAll(async () => {
    const fresh = await freshDatabase({ migrated: true });
    dispose = fresh.dispose;
    database = await openDatabase(fresh.target);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
    await dispose();
  });

  const queue = (options: { pollMs: number; leaseSeconds?: number }) => {
    const made = startJobQueue({ database, log, leaseSeconds: LEASE, ...options });
    queues.push(made);
    return made;
  };
  const enqueue = (jobs: JobQueue, kind: string, key: string) =>
    database.db.transaction((tx) => jobs.enqueue(tx, { kind, payload: { key }, dedupeKey: key }));
  const jobRow = async (id: string): Promise<JobRow | undefined> => {
    const result = (await database.db.execute(sql`
      SELECT state::text AS state, retry_count, started_on IS NOT NULL AS started,
        heartbeat_on > started_on AS renewed, heartbeat_seconds
      FROM pgboss.job WHERE id = ${id}`)) as unknown as { rows: JobRow[] };
    return result.rows[0];
  };

  it('renews the lease of a job a request runs, for as long as it runs', async () => {
    const jobs = queue({ pollMs: 0 });
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    jobs.handle('lease-renewed', async () => {
      runs += 1;
      await running;
    });
    await jobs.ready();
    const job = (await enqueue(jobs, 'lease-renewed', 'renewed:1')) as QueuedJob;
    expect((await jobRow(job.id))?.heartbeat_seconds).toBe(LEASE);
    const run = jobs.runNow([job]);
    // Renewed a third of a lease in: the run's last renewal moves past its start.
    await expect
      .poll(async () => (await jobRow(job.id))?.renewed, { timeout: LEASE * 1000, interval: 200 })
      .toBe(true);
    expect((await jobRow(job.id))?.state).toBe('active');
    release();
    await run;
    expect(await jobRow(job.id)).toMatchObject({ state: 'completed', retry_count: 0 });
    expect(runs).toBe(1);
  });

  it('runs a job again at once in another process when the process running it stopped renewing it', async () => {
    // The queue as the dead process left it: its job taken, then nothing heard from it.
    const first = queue({ pollMs: 0 });
    first.handle('lease-lapsed', async () => {});
    await first.ready();
    const job = (await enqueue(first, 'lease-lapsed', 'lapsed:1')) as QueuedJob;
    const { PgBoss, fromPglite } = await import('pg-boss');
    const dead = new PgBoss({
      db: jobDatabase(database, fromPglite),
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: JOB_SCHEMA,
      schedule: false,
      supervise: false,
    });
    await dead.start();
    const taken = await dead.fetch('lease-lapsed');
    expect(taken.map((row) => row.id)).toEqual([job.id]);
    await dead.stop({ graceful: false, close: false });
    // Its last renewal was a minute ago: the lease lapsed long since.
    await database.db.execute(
      sql`UPDATE pgboss.job SET heartbeat_on = heartbeat_on - interval '1 minute' WHERE id = ${job.id}`,
    );

    // Another process, polling, takes it back: well before the 30 s back-off of a failure.
    const second = queue({ pollMs: 500 });
    const ran: unknown[] = [];
    second.handle('lease-lapsed', async (payload) => {
      ran.push(payload);
    });
    const started = performance.now();
    await second.ready();
    await expect.poll(() => ran.length, { timeout: 25_000, interval: 100 }).toBe(1);
    expect(performance.now() - started).toBeLessThan(25_000);
    expect(ran).toEqual([{ key: 'lapsed:1' }]);
    await expect.poll(async () => (await jobRow(job.id))?.state, { timeout: 5_000 }).toBe('completed');
    // The run that was lost counts as an attempt.
    expect((await jobRow(job.id))?.retry_count).toBe(1);
  }, 60_000);

  it('gives the queues of an earlier start the lease of this one', async () => {
    const before = queue({ pollMs: 0, leaseSeconds: 30 });
    before.handle('lease-changed', async () => {});
    await before.ready();
    const after = queue({ pollMs: 0, leaseSeconds: 45 });
    after.handle('lease-changed', async () => {});
    await after.ready();
    const job = (await enqueue(after, 'lease-changed', 'changed:1')) as QueuedJob;
    expect((await jobRow(job.id))?.heartbeat_seconds).toBe(45);
  });

  it('runs a job queued to run at once without claiming it, and leaves a failed run to its lease', async () => {
    const here = queue({ pollMs: 0 });
    const elsewhere = queue({ pollMs: 0 });
    const runs: string[] = [];
    for (const jobs of [here, elsewhere])
      jobs.handle('at-once', async (payload) => {
        runs.push(String(payload.key));
        if (payload.key === 'at-once:fails') throw new Error('not now');
      });
    await here.ready();
    await elsewhere.ready();
    const queueAtOnce = (key: string) =>
      database.db.transaction(
        async (tx) =>
          (await here.enqueue(tx, {
            kind: 'at-once',
            payload: { key },
            dedupeKey: key,
            runAtOnce: true,
          })) as QueuedJob,
      );

    const done = await queueAtOnce('at-once:done');
    // Queued for a lease later: no process that polls takes it meanwhile.
    await elsewhere.runOnce();
    expect(runs).toEqual([]);
    await here.runNow([done]);
    expect(runs).toEqual(['at-once:done']);
    expect((await jobRow(done.id))?.state).toBe('completed');

    const fails = await queueAtOnce('at-once:fails');
    await here.runNow([fails]);
    expect(await jobRow(fails.id)).toMatchObject({ state: 'created', retry_count: 0 });
    // Once its lease has passed, any process runs it, with the retries of any job.
    await elsewhere.runOnce({ evenIfNotDue: true });
    expect(runs).toEqual(['at-once:done', 'at-once:fails', 'at-once:fails']);
    expect((await jobRow(fails.id))?.state).toBe('retry');
  });

  it('queues a job inside a statement of the caller’s, once per key, and nothing for no rows', async () => {
    const jobs = queue({ pollMs: 0 });
    const runs: unknown[] = [];
    jobs.handle('in-statement', async (payload) => {
      runs.push(payload);
    });
    await jobs.ready();
    const job = { kind: 'in-statement', payload: { n: 0 }, dedupeKey: 'in-statement:', runAtOnce: true };
    /** The job queued by one statement that numbers it `n` (none: no rows), answering its id. */
    const queueNumbered = async (n: number | null) => {
      const insert = await jobs.enqueueSql(job, (template) =>
        n === null
          ? sql`select null::jsonb`
          : sql`select jsonb_build_array(jsonb_set(jsonb_set(${template} -> 0, '{data,n}', to_jsonb(${n}::int)), '{singletonKey}', to_jsonb(${`in-statement:${n}`}::text)))`,
      );
      const result = (await database.db.execute(
        sql`with queued as (${insert}) select (select id from queued) as id`,
      )) as unknown as { rows: { id: string | null }[] };
      return jobs.queuedAs({ ...job, payload: { n } }, result.rows[0]?.id ?? null);
    };
    const first = await queueNumbered(1);
    expect(first).toMatchObject({ kind: 'in-statement', payload: { n: 1 } });
    // Its key waits: a second statement queues nothing, as `enqueue` would not.
    expect(await queueNumbered(1)).toBeNull();
    expect(await queueNumbered(null)).toBeNull();
    // Queued to run at once, as `enqueue` queues it: a lease later, with its lease, run here.
    expect(await jobRow(first?.id ?? '')).toMatchObject({ state: 'created', heartbeat_seconds: LEASE });
    await jobs.runOnce();
    expect(runs).toEqual([]);
    await jobs.runNow([first]);
    expect(runs).toEqual([{ n: 1 }]);
    expect((await jobRow(first?.id ?? ''))?.state).toBe('completed');
  });

  it('refuses a lease pg-boss cannot keep', () => {
    expect(() => startJobQueue({ database, log, leaseSeconds: 5 })).toThrow(/10 to 600 whole seconds/);
  });
});
