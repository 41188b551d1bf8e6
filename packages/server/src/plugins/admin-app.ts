import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { builtAppFiles, hasBuiltApp, namesAFile } from './built-app.ts';

/** Where the staff app lives (issue 25): its own build, its own door. */
export const ADMIN_PREFIX = '/admin/';

/**
 * Serves the built staff app (packages/admin/dist) under /admin/, with its own history fallback:
 * any GET under /admin/ that is not a file answers the staff app's index.html, so a deep link such
 * as /admin/orders/2026-00042 opens that screen. It is encapsulated (not fastify-plugin): its
 * static files and `sendFile` stay inside, and the visitor's app (web-app.ts) is untouched. The
 * CSP and the other helmet headers are the same as for the visitor's app.
 */
export async function adminAppPlugin(app: FastifyInstance, options: { distDir: string | undefined }) {
  const distDir = options.distDir;
  if (!hasBuiltApp(distDir)) return;
  await app.register(fastifyStatic, builtAppFiles(distDir, ADMIN_PREFIX));
  const answerApp = (url: string, reply: FastifyReply) => {
    // A missing file (anything with an extension) is a real 404, not the app.
    if (namesAFile(url)) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return reply.sendFile('index.html');
  };
  app.get('/admin', { schema: { hide: true } }, (request, reply) => answerApp(request.url, reply));
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => answerApp(request.url, reply));
}
