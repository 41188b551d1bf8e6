import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The server's own files: the demo museum's images and banners, under /static/. */
export const staticDir = join(dirname(fileURLToPath(import.meta.url)), '../../static');

export const staticFilesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/static/',
      // The web app's plugin decorates the reply with sendFile; one decoration is enough.
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  },
  { name: 'static-files' },
);
