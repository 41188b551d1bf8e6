import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database.ts';
import { retryDelayMs } from './backoff.ts';
import {
  claimDueJobs,
  insertJob,
  type JobRow,
  markJobAttemptFailed,
  markJobDone,
  releaseJobs,
} from './jobs.repository.ts';

/** Does one job; throwing makes it run again later, with back-off. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface JobKindOptions {
  /** After this many failed attempts the job is `failed` and a person is needed (default 20, about 15 hours). */
  maxAttempts?: number;
}

export interface JobToQueue {
  kind: string;
  payload: Record<string, unknown>;
  /** The same key queues the same work once (e.g. `refund:<id>`). */
  dedupeKey?: string;
  /** Not before (default: now). */
  runAt?: Date;
}

/**
 * Work that must not be lost, on the database (decision 0017): any process's worker claims due
 * jobs with `SKIP LOCKED` and a lease, runs them, and retries a failure with back-off (30 s,
 * doubling, at most an hour) until it succeeds or has failed `maxAttempts` times.
 */
export interface JobQueue {
  /** What runs a kind of job in this process. */
  handle(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /**
   * Queues a job in `db`: pass the transaction that makes the work necessary, so both are written
   * or neither. Answers the job's id, or null when its dedupe key was queued already.
   */
  enqueue(db: Db, job: JobToQueue): Promise<number | null>;
  /**
   * Runs queued jobs now in this process, after the transaction that queued them committed (a
   * refund right away rather than at the next round). A job another worker has claimed is left
   * to it; a failure is retried later as any other. Never throws.
   */
  runNow(ids: readonly (number | null)[]): Promise<void>;
  /** Runs what is due now, until nothing is; resolves when this round is done. */
  runOnce(): Promise<void>;
  /** Asks for a round soon (something was queued). */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often the worker looks for due jobs besides being woken (default 5 s); 0: only when asked (tests). */
  pollMs?: number;
}

const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const DEFAULT_MAX_ATTEMPTS = 20;

export function startJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock, log } = options;
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  async function run(job: JobRow): Promise<void> {
    const kind = handlers.get(job.kind);
    if (!kind) return;
    try {
      await kind.handler(job.payload, job);
      await markJobDone(db, job.id, clock());
    } catch (error) {
      const failedAttempts = job.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        failedAttempts >= job.maxAttempts ? null : new Date(clock().getTime() + retryDelayMs(failedAttempts));
      await markJobAttemptFailed(db, job.id, { retryAt, error: reason, now: clock() });
      const context = { jobId: job.id, kind: job.kind, failedAttempts, reason };
      if (retryAt) log.warn({ ...context, retryAt }, 'job failed, will retry');
      else log.error(context, 'job failed for good: a person is needed');
    }
  }

  async function claimAndRun(ids?: number[]): Promise<number> {
    const claimed = await claimDueJobs(db, {
      now: clock(),
      leaseMs: LEASE_MS,
      batch: BATCH,
      kinds: [...handlers.keys()],
      ...(ids ? { ids } : {}),
    });
    for (const [index, job] of claimed.entries()) {
      if (stopped) {
        // Stopping: hand the rest back at once, not after the lease.
        await releaseJobs(
          db,
          claimed.slice(index).map((left) => left.id),
          clock(),
        );
        break;
      }
      await run(job);
    }
    return claimed.length;
  }

  async function round(): Promise<void> {
    while (!stopped && (await claimAndRun()) === BATCH) {}
  }

  // Rounds run one after another, never two at once in one process.
  const runOnce = () => {
    current = current.then(round).catch((error: unknown) => log.error({ err: error }, 'job round failed'));
    return current;
  };
  const pollMs = options.pollMs ?? 5_000;
  const timer = pollMs > 0 ? setInterval(() => void runOnce(), pollMs) : undefined;
  timer?.unref();

  return {
    handle(kind, handler, kindOptions = {}) {
      handlers.set(kind, { handler, maxAttempts: kindOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    },
    enqueue(tx, job) {
      return insertJob(tx, {
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupeKey ?? null,
        maxAttempts: handlers.get(job.kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: job.runAt ?? clock(),
      });
    },
    async runNow(ids) {
      const wanted = ids.filter((id): id is number => id !== null);
      if (wanted.length === 0 || stopped) return;
      try {
        await claimAndRun(wanted);
      } catch (error) {
        // The jobs stay queued: a round takes them.
        log.error({ err: error }, 'running jobs now failed');
      }
    },
    runOnce,
    wake: () => {
      if (!stopped) void runOnce();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
