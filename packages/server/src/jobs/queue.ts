import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { JOB_SCHEMA } from '../db/job-schema.ts';
import type { StatementPart } from '../db/prepared.ts';
import { FIRST_RETRY_MS, LONGEST_WAIT_MS } from './backoff.ts';
import { jobDatabase } from './job-database.ts';
import {
  DEFAULT_LEASE_SECONDS,
  holdLeases,
  MAX_LEASE_SECONDS,
  MIN_LEASE_SECONDS,
  renewalMs,
  resumeLapsedLeases,
  supervisionSeconds,
} from './lease.ts';

/** Does one job; throwing makes it run again later, with back-off. Must be safe to run twice. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobKindOptions {
  /** After this many failed attempts the job is `failed` and a person is needed (default 20, about 15 hours). */
  maxAttempts?: number;
  /**
   * False: the kind is queued here but not done by this process (mail without SMTP_URL): its jobs
   * wait for a process that does them. Default true.
   */
  runsHere?: boolean;
  /** How long a job may wait to be done before pg-boss drops it (default 14 days). */
  keepWaitingDays?: number;
}

export interface JobToQueue {
  kind: string;
  payload: Record<string, unknown>;
  /** The same key is queued once while a job of it waits or runs (e.g. `refund:<id>`). */
  dedupeKey: string;
  /**
   * Run by the process that queues it (`runNow` after the commit) without claiming it from the
   * queue first: it is queued to start a lease later, so no other process takes it meanwhile, and
   * runs elsewhere only when this process died first or its run failed. Spares the claim's round
   * trip (issue 38: round trips are what a payment costs most). Only for kinds this process does.
   */
  runAtOnce?: boolean;
}

/** pg-boss's insert of a job, taken apart (`JobQueue.enqueueParts`). */
export interface JobInsertParts {
  /** The insert of `rows` (SQL giving a json array), for a CTE that answers the jobs' `id`s. */
  insert(rows: SQL): SQL;
  /** The insert's SQL around its rows: the same for every job of a kind. */
  text: string;
  /** The rows pg-boss would insert for the job: a json array, as text. */
  rows: string;
}

/** A queued job, to run at once after its transaction committed (`runNow`). */
export interface QueuedJob {
  readonly kind: string;
  readonly id: string;
  /** Queued `runAtOnce`: what runNow runs it with. */
  readonly payload?: Record<string, unknown>;
}

/**
 * Work that must not be lost, on the database, by pg-boss (decision 0017): queued in the
 * transaction that makes it necessary, claimed by any process with `SKIP LOCKED`, retried with
 * back-off (30 s, doubling, at most an hour) until it succeeds or has failed `maxAttempts` times
 * (state `failed`: a person is needed). Its tables are the `pgboss` schema. A running job holds a
 * short lease (jobs/lease.ts) its process renews: when the process dies, another one runs the job
 * again soon after.
 */
export interface JobQueue {
  /** What runs a kind of job in this process; every kind is registered before the app is ready. */
  handle(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /**
   * Queues a job in `tx`, the transaction that makes the work necessary, so both are written or
   * neither. Answers the job, or null when a job of its dedupe key waits or runs already.
   */
  enqueue(tx: Db, job: JobToQueue): Promise<QueuedJob | null>;
  /**
   * Runs what is due of these jobs' kinds now, in this process, after the transaction that queued
   * them committed (a refund right away rather than at the next poll). A failure is retried later
   * as any other. Never throws.
   */
  runNow(jobs: readonly (QueuedJob | null)[]): Promise<void>;
  /**
   * Completes a job queued `runAtOnce` in `tx`, the transaction that did its work in place of
   * running it (a paid notification booked at once): the work and the job's end commit together,
   * and a rollback leaves the job to run later as any other.
   */
  completeIn(tx: Db, job: QueuedJob): Promise<void>;
  /**
   * `enqueue` as a part of a statement of the caller's own, so the row that makes the work
   * necessary and its job are written in one round trip, without BEGIN and COMMIT (issue 38: a
   * round trip is what a payment costs the server most). Answers pg-boss's own insert of `job`,
   * to use as a CTE (it answers the job's `id`, none when a job of its dedupe key waits or runs),
   * whose rows are `rows(template)`: SQL giving the json array to insert, made from `template`
   * (SQL of the jsonb array pg-boss would insert for `job`) by setting what only the statement
   * knows; null inserts nothing. `queuedAs` makes the job of the id the statement answered.
   */
  enqueueSql(job: JobToQueue, rows: (template: SQL) => SQL): Promise<SQL>;
  /**
   * `enqueueSql` in parts, for a statement built once and prepared: pg-boss's insert of jobs of
   * `job`'s kind around their rows (`insert`, the same for every job of the kind; `text`, its
   * SQL, tells one from another), and the rows pg-boss would insert for `job` (a json array text).
   */
  enqueueParts(job: JobToQueue): Promise<JobInsertParts>;
  /** The queued job of `job`, inserted by `enqueueSql`'s statement as `id` (null: not inserted). */
  queuedAs(job: JobToQueue, id: string | null): QueuedJob | null;
  /**
   * `completeIn` as a part of a statement of the caller's own (a CTE, as `enqueueSql`, prepared
   * once per kind: `runComposed`): pg-boss's own update that completes `job`, queued `runAtOnce`,
   * answering its `id`.
   */
  completeSql(job: QueuedJob): Promise<StatementPart>;
  /**
   * Runs what is due until nothing is. `evenIfNotDue` runs the jobs whose retry waits too: tests,
   * which let the back-off pass without waiting for it.
   */
  runOnce(options?: { evenIfNotDue?: boolean }): Promise<void>;
  /** Stops working and waits for the jobs in progress. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often each process looks for due jobs (default 2 s); 0: only when asked (tests drive it). */
  pollMs?: number;
  /**
   * A running job's lease in seconds (JOB_LEASE_SECONDS, default 60, at least 10): renewed by its
   * process while it runs; once it lapsed (the process died), a polling process runs the job again.
   */
  leaseSeconds?: number;
}

const DEFAULT_MAX_ATTEMPTS = 20;
/** Where pg-boss's insert of jobs takes its rows: a json array, its one parameter. */
const INSERTED_ROWS = '$1::text::json';
/** pg-boss's completion of jobs: the update that completes them, and what it answers of it. */
const COMPLETED =
  /^WITH results AS \(([\s\S]*RETURNING id)\s*\)\s*SELECT COUNT\(\*\), COALESCE\(array_agg\(id\), '\{\}'::uuid\[\]\) AS ids FROM results$/;
const BATCH = 20;

/**
 * Starts pg-boss on the app's database (its schema is made or upgraded by pg-boss itself). It
 * loads and starts while the rest of the app is built; `ready()` waits for it, before the app
 * serves anything, so no request's transaction ever waits for the queue's own statements.
 */
export function startJobQueue(options: JobQueueOptions): JobQueue & { ready(): Promise<void> } {
  const { database, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < MIN_LEASE_SECONDS || leaseSeconds > MAX_LEASE_SECONDS)
    throw new Error(
      `a job's lease must be ${MIN_LEASE_SECONDS} to ${MAX_LEASE_SECONDS} whole seconds, not ${leaseSeconds}`,
    );
  const booting = (async () => {
    const library = await import('pg-boss');
    const started = new library.PgBoss({
      db: jobDatabase(database, library.fromPglite),
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: JOB_SCHEMA,
      // No cron schedules here; maintenance (expiring, archiving) stays on.
      schedule: false,
      // A process that works jobs looks for lapsed leases several times per lease (pg-boss's
      // default is once a minute); test apps, which poll nothing, keep the default.
      ...(pollMs > 0
        ? {
            superviseIntervalSeconds: supervisionSeconds(leaseSeconds),
            monitorIntervalSeconds: supervisionSeconds(leaseSeconds),
          }
        : {}),
    });
    started.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await started.start();
    return { boss: started, fromDrizzle: library.fromDrizzle };
  })();
  // Answered by ready(); a failure here is not left unhandled meanwhile.
  booting.catch(() => {});
  let boss: PgBoss | undefined;
  let fromDrizzle: Awaited<typeof booting>['fromDrizzle'] | undefined;
  /** The queue, once ready() has run: nothing uses it before the app is ready. */
  const started = () => {
    if (!boss || !fromDrizzle) throw new Error('the job queue is used before the app is ready');
    return { boss, fromDrizzle };
  };
  const handlers = new Map<
    string,
    { handler: JobHandler; maxAttempts: number; runsHere: boolean; keepWaitingDays?: number }
  >();
  /** The kinds this process does. */
  const worked = () => [...handlers].flatMap(([kind, entry]) => (entry.runsHere ? [kind] : []));
  /** Runs started by runNow and not finished: runOnce waits for them, so a test sees their work. */
  const inFlight = new Set<Promise<void>>();
  let stopping: Promise<void> | undefined;
  let stopped = false;
  /** Makes jobs whose process died due at once (lease.ts), while this process polls. */
  let resuming: ReturnType<typeof setInterval> | undefined;
  /** Its look in progress, which stop() waits for. */
  let looking: Promise<void> | undefined;

  /** How pg-boss is asked to queue `job`. */
  function sendOptions(job: JobToQueue) {
    return {
      singletonKey: job.dedupeKey,
      ...(runsAtOnce(job) ? { startAfter: leaseSeconds } : {}),
    };
  }
  /** Whether `job` is queued to run here after its commit, unclaimed (`runAtOnce`). */
  const runsAtOnce = (job: JobToQueue) => job.runAtOnce === true && handlers.get(job.kind)?.runsHere === true;
  function queuedAs(job: JobToQueue, id: string | null): QueuedJob | null {
    if (!id) return null;
    return runsAtOnce(job) ? { kind: job.kind, id, payload: job.payload } : { kind: job.kind, id };
  }

  /** pg-boss's insert of `job`, taken apart (`enqueueParts`). */
  async function enqueueParts(job: JobToQueue): Promise<JobInsertParts> {
    // pg-boss writes the statement and its rows itself; it is asked for them without a database.
    let statement: { text: string; values: unknown[] } | undefined;
    await started().boss.send(job.kind, job.payload, {
      db: {
        executeSql: async (text, values) => {
          statement = { text, values: values ?? [] };
          return { rows: [] };
        },
      },
      ...sendOptions(job),
    });
    const parts = statement?.text.split(INSERTED_ROWS) ?? [];
    const [before, after] = parts;
    const [rows] = statement?.values ?? [];
    // Checked, not assumed: a pg-boss whose insert is not one INSERT of these rows fails here.
    if (
      !statement ||
      before === undefined ||
      after === undefined ||
      parts.length !== 2 ||
      statement.values.length !== 1 ||
      typeof rows !== 'string' ||
      !/^\s*INSERT\s/i.test(before) ||
      /\$\d/.test(before + after)
    )
      throw new Error(`pg-boss's insert of a ${job.kind} job is not the statement enqueueSql expects`);
    return {
      insert: (inserted) => sql.join([sql.raw(before), sql`(${inserted})::text::json`, sql.raw(after)]),
      text: statement.text,
      rows,
    };
  }

  /** pg-boss's completion of a job of each kind (`completeSql`), asked of pg-boss once per kind. */
  const completions = new Map<string, StatementPart>();

  /**
   * pg-boss's own update that completes one job of `job`'s kind, as a statement part: its text as
   * pg-boss writes it (asked without a database), the job's id a placeholder (`completeId`).
   */
  async function completionOf(job: QueuedJob): Promise<StatementPart> {
    let statement: { text: string; values: unknown[] } | undefined;
    // Answered as if nothing was completed: pg-boss reads its counts of the answer.
    await started().boss.complete(job.kind, job.id, null, {
      includeQueued: true,
      db: {
        executeSql: async (text, values) => {
          statement = { text, values: values ?? [] };
          return { rows: [{ count: 0, ids: [] }] };
        },
      },
    });
    // pg-boss's statement is `WITH results AS (<the update>) SELECT <counts> FROM results`; a
    // CTE cannot hold a WITH that writes, so its update is taken out, checked, not assumed.
    const text = statement?.text.trim() ?? '';
    const update = COMPLETED.exec(text)?.[1];
    if (!statement || !update || !/^\s*UPDATE\s/i.test(update) || statement.values.length !== 3)
      throw new Error(`pg-boss's completion of a ${job.kind} job is not the statement completeSql expects`);
    // Its parameters, as fromDrizzle passes them: the job ids as an array of parameters (here one).
    const [name, ids, output] = statement.values;
    if (!Array.isArray(ids) || ids.length !== 1)
      throw new Error(`pg-boss's completion of a ${job.kind} job does not name the one job`);
    const parts = update.split(/\$(\d)/);
    const chunks: SQL[] = [];
    for (const [index, part] of parts.entries()) {
      if (index % 2 === 0) chunks.push(sql.raw(part));
      else if (part === '1') chunks.push(sql`${sql.placeholder('completeName')}`);
      else if (part === '2') chunks.push(sql`ARRAY[${sql.placeholder('completeId')}]`);
      else if (part === '3') chunks.push(sql`${sql.placeholder('completeOutput')}`);
      else throw new Error(`pg-boss's completion of a ${job.kind} job has an unexpected parameter $${part}`);
    }
    const completion = sql.join(chunks);
    return {
      key: `complete(${job.kind})`,
      sql: () => completion,
      values: { completeName: name, completeOutput: output },
    };
  }

  async function runJob(kind: string, job: Job<object>): Promise<void> {
    const entry = handlers.get(kind);
    if (!entry) return;
    // Settled only if this run still holds the job: once its lease lapsed, another run owns it.
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await entry.handler(job.data as Record<string, unknown>);
      await started().boss.complete(kind, attempt);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await started().boss.fail(kind, attempt, { reason });
      log.warn(
        { jobId: job.id, kind, reason },
        'job failed; pg-boss retries it until its attempts are used up',
      );
    }
  }

  /** Runs a job queued `runAtOnce` by this process, unclaimed, and completes it; a failure leaves it to its lease. */
  async function runQueuedHere(job: QueuedJob): Promise<void> {
    const entry = handlers.get(job.kind);
    if (!entry || !job.payload) return;
    try {
      await entry.handler(job.payload);
      await started().boss.complete(job.kind, job.id, null, { includeQueued: true });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { jobId: job.id, kind: job.kind, reason },
        'job failed; it runs again once its lease has passed, then with back-off',
      );
    }
  }

  async function drain(kind: string, evenIfNotDue: boolean): Promise<void> {
    while (!stopped) {
      const jobs = await started().boss.fetch<object>(kind, {
        batchSize: BATCH,
        ignoreStartAfter: evenIfNotDue,
      });
      // Fetched jobs are this process's to renew, the running one and those waiting their turn.
      const leases = holdLeases(started().boss, kind, jobs, log);
      try {
        for (const job of jobs) {
          await runJob(kind, job);
          leases.release(job);
        }
      } finally {
        leases.stop();
      }
      if (jobs.length < BATCH) return;
    }
  }

  return {
    handle(kind, handler, kindOptions = {}) {
      handlers.set(kind, {
        handler,
        maxAttempts: kindOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runsHere: kindOptions.runsHere ?? true,
        ...(kindOptions.keepWaitingDays ? { keepWaitingDays: kindOptions.keepWaitingDays } : {}),
      });
    },

    /** Makes the queues of the registered kinds and starts polling them. */
    async ready() {
      ({ boss, fromDrizzle } = await booting);
      // One read at a restart instead of a locked statement per queue (they exist by then).
      const existing = new Map(
        (await boss.getQueues([...handlers.keys()])).map((queue) => [queue.name, queue]),
      );
      for (const [kind, { maxAttempts, runsHere, keepWaitingDays }] of handlers) {
        const queue = existing.get(kind);
        // `exclusive`: one waiting or running job per key, so asking twice queues the work once.
        // The lease is pg-boss's heartbeat: a job takes its queue's when it is queued.
        if (!queue)
          await boss.createQueue(kind, {
            policy: 'exclusive',
            retryLimit: maxAttempts - 1,
            retryDelay: FIRST_RETRY_MS / 1000,
            retryBackoff: true,
            retryDelayMax: LONGEST_WAIT_MS / 1000,
            heartbeatSeconds: leaseSeconds,
            ...(keepWaitingDays ? { retentionSeconds: keepWaitingDays * 24 * 60 * 60 } : {}),
          });
        // A queue made before leases (or with another JOB_LEASE_SECONDS) gets this one.
        else if (queue.heartbeatSeconds !== leaseSeconds)
          await boss.updateQueue(kind, { heartbeatSeconds: leaseSeconds });
        if (pollMs > 0 && runsHere)
          await boss.work<object>(
            kind,
            {
              pollingIntervalSeconds: Math.max(0.5, pollMs / 1000),
              // pg-boss renews the lease of a job work() runs.
              heartbeatRefreshSeconds: renewalMs(leaseSeconds) / 1000,
            },
            async ([job]) => {
              if (!job) return;
              const entry = handlers.get(kind);
              // pg-boss completes the job, or fails it for a retry when this throws.
              await entry?.handler(job.data as Record<string, unknown>);
            },
          );
      }
      const resumed = worked();
      if (pollMs > 0 && resumed.length > 0 && !stopped) {
        resuming = setInterval(() => {
          if (looking || stopped) return;
          looking = resumeLapsedLeases(started().boss, JOB_SCHEMA, resumed)
            .then((count) => {
              if (count > 0) log.warn({ count }, 'jobs whose process died are run again');
            })
            .catch((error: unknown) =>
              log.error({ err: error }, 'looking for jobs whose process died failed'),
            )
            .finally(() => {
              looking = undefined;
            });
        }, pollMs);
        resuming.unref();
      }
    },

    async enqueue(tx, job) {
      const queue = started();
      const id = await queue.boss.send(job.kind, job.payload, {
        db: queue.fromDrizzle(tx as unknown as Parameters<typeof queue.fromDrizzle>[0], sql),
        ...sendOptions(job),
      });
      return queuedAs(job, id);
    },

    async enqueueSql(job, rows) {
      const parts = await enqueueParts(job);
      return parts.insert(rows(sql`${parts.rows}::jsonb`));
    },

    enqueueParts,

    queuedAs,

    async completeSql(job) {
      let completion = completions.get(job.kind);
      if (!completion) {
        completion = await completionOf(job);
        completions.set(job.kind, completion);
      }
      return {
        key: completion.key,
        sql: completion.sql,
        values: { ...completion.values, completeId: job.id },
      };
    },

    async runNow(jobs) {
      const here = new Set(worked());
      const mine = jobs.flatMap((job) => (job?.payload && here.has(job.kind) ? [job] : []));
      const kinds = new Set(
        jobs.flatMap((job) => (job && !job.payload && here.has(job.kind) ? [job.kind] : [])),
      );
      if (kinds.size === 0 && mine.length === 0) return;
      const run = (async () => {
        for (const job of mine) await runQueuedHere(job);
        for (const kind of kinds) {
          try {
            await drain(kind, false);
          } catch (error) {
            // The jobs stay queued: a worker takes them.
            log.error({ err: error, kind }, 'running jobs now failed');
          }
        }
      })();
      inFlight.add(run);
      try {
        await run;
      } finally {
        inFlight.delete(run);
      }
    },

    async completeIn(tx, job) {
      const queue = started();
      await queue.boss.complete(job.kind, job.id, null, {
        includeQueued: true,
        db: queue.fromDrizzle(tx as unknown as Parameters<typeof queue.fromDrizzle>[0], sql),
      });
    },

    async runOnce(runOptions = {}) {
      await Promise.allSettled([...inFlight]);
      for (const kind of worked()) await drain(kind, runOptions.evenIfNotDue ?? false);
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearInterval(resuming);
        await Promise.allSettled([...inFlight, ...(looking ? [looking] : [])]);
        // An app closed before it was ready stops the queue that was starting.
        const queue = boss ?? (await booting.then((done) => done.boss).catch(() => undefined));
        if (!queue) return;
        await queue.stop({ graceful: true, close: false, timeout: 10_000 });
      })();
      return stopping;
    },
  };
}
