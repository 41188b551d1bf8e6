import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.ts';
import { type JobQueue, startJobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** How often each process looks for due jobs (ms); 0: only when asked (tests drive it). */
  pollMs?: number;
  /** A running job's lease in seconds (JOB_LEASE_SECONDS; jobs/lease.ts). */
  leaseSeconds?: number;
}

/**
 * The job queue of this process (pg-boss on the app's database): features register their kinds
 * of job on `app.jobs`; the queues are made and worked once the app is ready (every handler is
 * registered), and the workers stop before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions & { database: DatabaseHandle }) => {
    const queue = startJobQueue({
      database: options.database,
      log: app.log,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      ...(options.leaseSeconds === undefined ? {} : { leaseSeconds: options.leaseSeconds }),
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.ready());
    // Runs before the database plugin's onClose (hooks run in reverse order of registration).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
