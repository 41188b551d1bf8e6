import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Deletes what has ended as of `now`; must be idempotent, since several processes may sweep at once. */
export type Sweep = (now: Date) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every registered sweep now; runs by itself every few minutes. */
    sweepExpired: () => Promise<void>;
    /**
     * Adds a sweep of the tables of things that end (sessions, reset links, rate-limit counters):
     * each feature or plugin registers its own when it is registered, so this plugin knows none.
     */
    registerSweep: (name: string, sweep: Sweep) => void;
  }
}

/**
 * Keeps the tables of things that end from growing without end: every process sweeps at start and
 * then every `intervalMs`. One round at a time; within a round the sweeps run one after another in
 * the order they were registered, each with the same "now", and a failing sweep is logged without
 * stopping the others (the next round tries it again).
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number | undefined }) => {
    const sweeps = new Map<string, Sweep>();
    app.decorate('registerSweep', (name: string, sweep: Sweep) => {
      if (sweeps.has(name)) throw new Error(`A housekeeping sweep named "${name}" is already registered`);
      sweeps.set(name, sweep);
    });

    const round = async () => {
      const now = app.clock();
      for (const [name, sweep] of sweeps) {
        try {
          await sweep(now);
        } catch (error) {
          app.log.error({ err: error, sweep: name }, 'housekeeping sweep failed');
        }
      }
    };
    let running: Promise<void> = Promise.resolve();
    const runSweep = () => {
      running = running
        .then(round)
        .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
      return running;
    };
    app.decorate('sweepExpired', runSweep);

    const timer = setInterval(runSweep, options.intervalMs ?? 10 * 60_000);
    timer.unref();
    // On ready every feature has registered its sweep.
    app.addHook('onReady', async () => {
      void runSweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['clock'] },
);
