import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant; tests pass their own to check time boundaries without waiting. */
    clock: () => Date;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance, options: { clock?: (() => Date) | undefined }) => {
    app.decorate('clock', options.clock ?? (() => new Date()));
  },
  { name: 'clock' },
);
