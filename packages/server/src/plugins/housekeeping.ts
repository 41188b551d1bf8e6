import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredAccountData } from '../features/account/housekeeping.service.ts';
import { deleteStaleRateLimits } from '../rate-limits.ts';

const DAY_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes what has ended (sessions, reset links, rate-limit counters); runs by itself every few minutes. */
    sweepExpired: () => Promise<void>;
  }
}

/**
 * Keeps the tables of things that end from growing without end: every process sweeps at start and
 * then every `intervalMs`; the deletes are idempotent, so processes sweeping at once do no harm.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number | undefined }) => {
    let running: Promise<void> = Promise.resolve();
    const sweep = async () => {
      const now = app.clock();
      await sweepExpiredAccountData(app.db, now);
      await deleteStaleRateLimits(app.db, new Date(now.getTime() - DAY_MS));
    };
    // One sweep at a time; a failed one is logged and the next interval tries again.
    const runSweep = () => {
      running = running
        .then(sweep)
        .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
      return running;
    };
    app.decorate('sweepExpired', runSweep);
    const timer = setInterval(runSweep, options.intervalMs ?? 10 * 60_000);
    timer.unref();
    app.addHook('onReady', async () => {
      void runSweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['database', 'clock'] },
);
