import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobQueue, startJobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** How often each process looks for due jobs (ms); 0: only when woken (tests drive it). */
  pollMs?: number;
}

/**
 * The job queue of this process: features register their kinds of job on `app.jobs`; the worker
 * starts once the app is ready (every handler is registered) and stops before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const queue = startJobQueue({
      db: app.db,
      clock: () => app.clock(),
      log: app.log,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    });
    app.decorate('jobs', queue);
    // Whatever an earlier process left behind is done first.
    app.addHook('onReady', async () => queue.wake());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
