import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Whether `distDir` holds a built app (its index.html); without one the app is not served. */
export const hasBuiltApp = (distDir: string | undefined): distDir is string =>
  distDir !== undefined && existsSync(join(distDir, 'index.html'));

/**
 * How a built app's files are served (the shop's and the staff app's alike), under `prefix`.
 * wildcard: false gives every built file its own route; the app's history fallback answers the rest.
 */
export function builtAppFiles(root: string, prefix = '/'): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` twins of every compressible file (vite-plugin-precompress):
    // each answer is the best twin the request's Accept-Encoding allows (br, then gzip), else
    // the file itself, with `Vary: Accept-Encoding` either way. The history fallback's
    // index.html goes the same way, through sendFile.
    preCompressed: true,
    // The twins need no routes of their own (half of all files): each start would register them.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Hashed assets never change; settings.json must be fetched fresh. index.html is the shell of
    // the personal screens (checkout, account; shared pages get their own, web-app.ts): kept nowhere.
    setHeaders: (reply, path) => {
      reply.header('cache-control', cachingOf(path));
      // A hashed asset is never asked again, so validators and the range offer are bytes each of a
      // page's twenty scripts carried for nothing on a phone's first load (issue 37). Other files
      // keep them: settings.json is revalidated.
      if (isHashedAsset(path)) for (const header of UNNEEDED_BY_ASSETS) reply.removeHeader(header);
    },
  };
}

/** Whether a request's path names a file (its last segment has an extension): a missing one is a 404, not the app. */
export function namesAFile(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** The build's hashed files: their name changes with their content. */
const isHashedAsset = (path: string) => path.includes('/assets/');

const UNNEEDED_BY_ASSETS = ['etag', 'last-modified', 'accept-ranges'];

function cachingOf(path: string): string {
  if (isHashedAsset(path)) return 'public, max-age=31536000, immutable';
  // The path is that of the twin sent (index.html.br).
  return /\/index\.html(\.br|\.gz)?$/.test(path) ? 'no-store' : 'no-cache';
}
