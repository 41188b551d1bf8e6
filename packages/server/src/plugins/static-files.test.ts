import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test-support/build.ts';
import { staticDir } from './static-files.ts';

describe('GET /static/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: false });
  });
  afterAll(() => t.close());

  it('serves the banners the content seed refers to, once {width} is removed', async () => {
    for (const url of ['/static/demo/banner.svg', '/static/demo/banner-mobile.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      // An SVG opened on its own is a document that can run scripts: it keeps the page's policy.
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('keeps every demo image small', () => {
    const demo = join(staticDir, 'demo');
    const files = readdirSync(demo, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(demo, file)).isFile(),
    );
    expect(files.length).toBeGreaterThanOrEqual(24);
    for (const file of files) expect(statSync(join(demo, file)).size, file).toBeLessThan(4096);
  });

  it('answers a missing file with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/demo/nothing.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the built web app, precompressed', () => {
  // A stand-in build as vite-plugin-precompress leaves it: twins beside the files that have them.
  const indexHtml = `<!doctype html><title>app</title>${'<p>museum</p>'.repeat(200)}`;
  const script = `console.log("museum shop");\n`.repeat(300);
  const styles = `.card { color: red; }\n`.repeat(300);
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'museum-shop-precompressed-'));
    mkdirSync(join(distDir, 'assets'));
    const withTwins = (path: string, text: string) => {
      writeFileSync(join(distDir, path), text);
      writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
    };
    withTwins('index.html', indexHtml);
    withTwins('assets/main-abc123.js', script);
    // No twin: a file the build left alone.
    writeFileSync(join(distDir, 'assets/plain-def456.css'), styles);
    writeFileSync(join(distDir, 'settings.json'), '{"shop":1}');
    t = await build({ seed: false, webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** The body as the client reads it, after undoing the answer's Content-Encoding. */
  function decoded(body: Buffer, encoding: string | undefined): string {
    if (encoding === 'br') return brotliDecompressSync(body).toString();
    if (encoding === 'gzip') return gunzipSync(body).toString();
    expect(encoding).toBeUndefined();
    return body.toString();
  }

  async function get(url: string, acceptEncoding: string | undefined, method: 'GET' | 'HEAD' = 'GET') {
    const response = await t.app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode, `${url} ${acceptEncoding}`).toBe(200);
    expect(response.headers.vary, `${url} ${acceptEncoding}`).toMatch(/accept-encoding/i);
    return response;
  }

  it.each([
    ['a browser', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['a higher q-value for gzip', 'br;q=0.5, gzip;q=0.9', 'gzip'],
    ['brotli refused with q=0', 'br;q=0, gzip', 'gzip'],
    ['equal q-values: the smaller one', 'gzip;q=0.5, br;q=0.5', 'br'],
    ['identity only', 'identity', 'identity'],
    ['both refused', 'br;q=0, gzip;q=0', 'identity'],
    // fastify-static reads `*` as gzip, the coding every client that sends `*` can read.
    ['any coding (*)', '*', 'gzip'],
    ['no header', undefined, 'identity'],
  ])('%s (%s) gets %s, and the bytes are the file', async (_case, acceptEncoding, chosen) => {
    const expected = chosen === 'identity' ? undefined : chosen;
    for (const [url, original] of [
      ['/assets/main-abc123.js', script],
      ['/index.html', indexHtml],
    ] as const) {
      const response = await get(url, acceptEncoding);
      const encoding = response.headers['content-encoding'];
      expect(encoding, url).toBe(expected);
      expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
      expect(decoded(response.rawPayload, encoding), url).toBe(original);
      if (expected) expect(response.rawPayload.length, url).toBeLessThan(original.length);
    }
  });

  it("sends a page's security headers with the page, not with its scripts and style sheets", async () => {
    const page = await get('/index.html', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/assets/main-abc123.js', '/assets/plain-def456.css']) {
      const file = await get(url, 'br');
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'x-xss-protection',
      ])
        expect(file.headers[header], `${url} ${header}`).toBeUndefined();
      // What guards the file itself stays.
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('keeps the type of the original file and the long cache life of hashed assets only', async () => {
    for (const url of ['/assets/main-abc123.js', '/index.html']) {
      const compressed = await get(url, 'br');
      const plain = await get(url, undefined);
      expect(compressed.headers['content-type'], url).toBe(plain.headers['content-type']);
      expect(compressed.headers['content-type'], url).toMatch(/javascript|html/);
    }
    expect((await get('/assets/main-abc123.js', 'br')).headers['cache-control']).toContain('immutable');
    expect((await get('/index.html', 'br')).headers['cache-control']).toBe('no-store');
  });

  it('sends no validators with a hashed asset, which is never asked again, but with what is revalidated', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/plain-def456.css']) {
      const file = await get(url, 'br');
      expect(file.statusCode, url).toBe(200);
      for (const header of ['etag', 'last-modified', 'accept-ranges'])
        expect(file.headers[header], `${url} ${header}`).toBeUndefined();
    }
    const settings = await get('/settings.json', 'br');
    expect(settings.headers['cache-control']).toBe('no-cache');
    expect(settings.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/settings.json',
      headers: { 'if-none-match': String(settings.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the compressed index.html for a personal screen (history fallback)', async () => {
    const response = await get('/de/checkout', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(decoded(response.rawPayload, 'br')).toBe(indexHtml);
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const head = await get('/assets/main-abc123.js', 'br', 'HEAD');
    const full = await get('/assets/main-abc123.js', 'br');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('registers routes for the files only: their twins are found on disk', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/main-abc123.js' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/main-abc123.js.br' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/index.html.gz' })).toBe(false);
  });

  it('sends a file without a precompressed twin as it is, still varying on Accept-Encoding', async () => {
    const response = await get('/assets/plain-def456.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(styles));
    expect(response.body).toBe(styles);
  });
});
