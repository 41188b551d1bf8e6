import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { builtAppFiles, hasBuiltApp, namesAFile } from './built-app.ts';

/**
 * Serves the built web app, with the history fallback: any GET outside /api that is not a file
 * answers index.html, so /de/guided-tours/ opens the app on that screen. Unknown API paths are a
 * JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir = options.distDir;
    if (hasBuiltApp(distDir)) {
      await app.register(fastifyStatic, builtAppFiles(distDir));
      // Every built file has its own route; everything else is a screen of the app.
      app.get('/*', { schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        // API paths and missing files (anything with an extension) are a real 404, not the app.
        if (path === '/api' || path.startsWith('/api/') || namesAFile(path)) throw apiNotFound();
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
    }
    app.setNotFoundHandler(() => {
      throw apiNotFound();
    });
  },
  { name: 'web-app' },
);

const apiNotFound = () => new AppError(404, 'NOT_FOUND', 'Not found');
