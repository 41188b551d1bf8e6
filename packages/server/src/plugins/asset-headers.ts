import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's headers that only a document (an HTML page) obeys. A script, style sheet, font or
 * raster image is no document: browsers ignore them there, and on the first load they were about
 * 750 of the 1,030 bytes of headers each such file came with (issue 34: a 255-byte script cost
 * 1,287 bytes on the wire). HSTS is read from the page's own answer on the same connection.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The files that are never a document. HTML, SVG (it can carry scripts when opened on its own) and
 * every answer of another type keep all of helmet's headers; `X-Content-Type-Options: nosniff`
 * and `Cross-Origin-Resource-Policy` stay on these too, as they guard the file itself.
 */
const NEVER_A_DOCUMENT =
  /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?:webp|avif|png|jpeg|gif|x-icon|vnd\.microsoft\.icon))\b/;

async function assetHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && NEVER_A_DOCUMENT.test(type))
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });
}

export const assetHeadersPlugin = fp(assetHeaders, { name: 'asset-headers' });
