import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database available to every feature and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('db', options.handle.db);
    options.handle.onConnectionError = (err) =>
      app.log.warn({ err }, 'a database connection was lost; the pool opens a new one');
    app.addHook('onClose', async () => options.handle.close());
  },
  { name: 'database' },
);
