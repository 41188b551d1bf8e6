import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Serves the built web app, with the history fallback: any GET outside /api that is not a file
 * answers index.html, so /de/guided-tours/ opens the app on that screen. Unknown API paths are a
 * JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir = options.distDir;
    const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes `.br` and `.gz` twins of every compressible file (vite-plugin-precompress):
        // each answer is the best twin the request's Accept-Encoding allows (br, then gzip), else
        // the file itself, with `Vary: Accept-Encoding` either way. The history fallback's
        // index.html goes the same way, through sendFile.
        preCompressed: true,
        // The twins need no routes of their own (half of all files): each start would register them.
        globIgnore: ['**/*.br', '**/*.gz'],
        // Hashed assets never change; index.html and settings.json must be fetched fresh.
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      // wildcard: false gives every built file its own route; everything else is a screen of the app.
      app.get('/*', { schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        const lastSegment = path.slice(path.lastIndexOf('/') + 1);
        // API paths and missing files (anything with an extension) are a real 404, not the app.
        if (path === '/api' || path.startsWith('/api/') || lastSegment.includes('.')) throw apiNotFound();
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
