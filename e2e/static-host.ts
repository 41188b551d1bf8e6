// A plain static file host in front of the shop's back-end, as a museum's nginx would be (issue 37:
// the same build still runs as a bare single-page app from any static host in front of another
// back-end that speaks the contract). It knows nothing of the shop: the built files as they are,
// index.html unchanged for every screen (nginx's `try_files $uri /index.html`), and the back-end's
// paths passed through, so the app's calls stay same-origin as they are behind the shop's own
// server. No shared page gets its head here, which is the point: the app must not need it.
// Loopback only, on a port the system gives it (port 0), like the suite's other servers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  request as forwardRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

export interface StaticHost {
  /** Its address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close: () => Promise<void>;
}

/** The back-end's paths: the API, the shop's uploaded and bundled files, and the payment sandbox. */
const BACK_END_PATHS = ['/api/', '/static/', '/media/', '/payment-sandbox/'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Headers of one connection, not of the message: a proxy never passes them on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Passes the request to the back-end as it came (method, path and query, headers with the cookies,
 * body) and its answer back as it came (status, headers with Set-Cookie, body). The Host header stays
 * the static host's (nginx's `proxy_set_header Host $host`), with the usual X-Forwarded-* beside it.
 */
function proxy(backEnd: URL, request: IncomingMessage, response: ServerResponse) {
  const upstream = forwardRequest(
    {
      hostname: backEnd.hostname,
      port: backEnd.port,
      method: request.method,
      path: request.url,
      headers: {
        ...endToEnd(request.headers),
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.on('error', () => response.destroy());
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('Bad gateway');
  });
  // A browser that gives up on a request gives up on the back-end's too.
  request.on('error', () => upstream.destroy());
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
}

/** The file `path` names under `root`, or undefined where it names none (or climbs out of root). */
async function fileAt(root: string, path: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? file : undefined;
}

/**
 * A built file as it is, or index.html for a screen: a path with an extension names a file, which
 * is there or is a 404; any other path is a screen of the app (the history fallback).
 */
async function serveBuilt(dist: string, path: string, request: IncomingMessage, response: ServerResponse) {
  const file = await fileAt(dist, extname(path) ? path : '/index.html');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const { size } = await stat(file);
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/** Starts the host for the built app in `root` in front of the back-end at `backEndUrl`. */
export function startStaticHost(root: string, backEndUrl: string): Promise<StaticHost> {
  const backEnd = new URL(backEndUrl);
  const dist = resolve(root);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://static.host').pathname;
    if (BACK_END_PATHS.some((prefix) => path.startsWith(prefix))) return proxy(backEnd, request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    serveBuilt(dist, path, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((started, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      started({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
