import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';

/**
 * A running job's lease (issue 40): the process running it renews it (pg-boss's heartbeat) every
 * third of it, and a job whose lease lapsed, because its process died, is failed by pg-boss's
 * monitor and run again by another process. Without a lease a killed job waited for pg-boss's
 * expiry (15 minutes).
 */
export const DEFAULT_LEASE_SECONDS = 60;
/** pg-boss's shortest heartbeat. */
export const MIN_LEASE_SECONDS = 10;
/** A lease beyond pg-boss's expiry of a running job (15 minutes) would never lapse first. */
export const MAX_LEASE_SECONDS = 600;

/** How often a process renews the leases of the jobs it runs (ms): three times per lease. */
export function renewalMs(leaseSeconds: number): number {
  return Math.floor((leaseSeconds * 1000) / 3);
}

/**
 * How often a working process looks for lapsed leases (pg-boss's supervision and monitor), in
 * seconds: four times per lease, so a dead process's job is taken back within about 1¼ leases.
 * pg-boss claims each pass in the database, so several processes still make one pass per interval.
 */
export function supervisionSeconds(leaseSeconds: number): number {
  return Math.max(2, Math.round(leaseSeconds / 4));
}

/** pg-boss's output on a job its monitor failed because its heartbeat stopped (plans.failJobsByHeartbeat). */
const LEASE_LAPSED_OUTPUT = '{"value":{"message":"job heartbeat timeout"}}';

/**
 * Makes the jobs of `kinds` whose first run lost its lease (its process died) due now, instead of
 * after the back-off pg-boss gives every failure (30 to 60 s for a first one). Only a first run: a
 * job that lost a lease before, or failed, keeps its back-off, so a job that brings its process
 * down does not do so again every lease. The job is the same row, claimed again with `SKIP LOCKED`
 * as any other; a stale settle of the dead run is fenced off by its attempt (`retryCount`).
 *
 * pg-boss has no call for this: the statement names its `job` table, the state `retry` and the
 * output its monitor writes (jobs/queue.test.ts fails if a pg-boss upgrade changes them).
 */
export async function resumeLapsedLeases(
  boss: PgBoss,
  schema: string,
  kinds: readonly string[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  const { rows } = await boss.getDb().executeSql(
    `UPDATE ${schema}.job SET start_after = ${schema}.job_now()
      WHERE name = ANY($1::text[])
        AND state = 'retry'
        AND retry_count = 0
        AND start_after > ${schema}.job_now()
        AND output @> $2::jsonb
      RETURNING id`,
    [kinds, LEASE_LAPSED_OUTPUT],
  );
  return rows.length;
}

/** Renews the leases of jobs this process fetched itself (`fetch`, not `work`) while it holds them. */
export interface HeldLeases {
  /** The job is settled (completed or failed): its lease is no longer renewed. */
  release(job: Job<object>): void;
  /** Stops renewing. */
  stop(): void;
}

/**
 * Renews the leases of `jobs` (fetched together, run one after another) until each is released:
 * the ones still waiting their turn are renewed too, or another process would take them back.
 * pg-boss renews the jobs of `work()` itself; `fetch()` leaves it to the caller. A renewal that
 * fails is logged: the lease may then lapse, and the job runs again elsewhere (handlers are safe
 * to run twice).
 */
export function holdLeases(
  boss: PgBoss,
  kind: string,
  jobs: readonly Job<object>[],
  log: FastifyBaseLogger,
): HeldLeases {
  const held = new Map(jobs.map((job) => [job.id, { id: job.id, retryCount: job.retryCount }]));
  const leases = jobs.flatMap((job) => (job.heartbeatSeconds ? [job.heartbeatSeconds] : []));
  // Jobs queued before their queue had a lease have none to renew.
  if (leases.length === 0) return { release: () => {}, stop: () => {} };
  let renewing = false;
  const timer = setInterval(
    () => {
      if (renewing || held.size === 0) return;
      renewing = true;
      // Fenced by attempt: a job whose lease lapsed meanwhile is someone else's now, and stays so.
      boss
        .touch(kind, [...held.values()])
        .catch((error: unknown) =>
          log.warn({ err: error, kind }, 'could not renew the leases of running jobs'),
        )
        .finally(() => {
          renewing = false;
        });
    },
    renewalMs(Math.min(...leases)),
  );
  // A lease never keeps a process alive.
  timer.unref();
  return {
    release: (job) => {
      held.delete(job.id);
    },
    stop: () => clearInterval(timer),
  };
}
