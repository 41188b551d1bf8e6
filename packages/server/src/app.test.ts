import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { redactUrl } from './logger.ts';
import { build, type TestApp } from './test-support/build.ts';

describe('the app around the features', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    // A stand-in web build: the server only needs index.html and its files.
    distDir = mkdtempSync(join(tmpdir(), 'museum-shop-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(distDir, 'assets', 'main-abc.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'settings.json'), '{"apiBase":"/api","shop":1}');
    t = await build({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the web app for any screen path (history fallback)', async () => {
    for (const url of ['/', '/de/guided-tours/', '/en/order-review/abc', '/checkout']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      // A shared page comes with its own head (modules/shop-pages; this build names no page titles,
      // so the site name), any other screen as built.
      expect(response.body).toContain(
        url.startsWith('/de/') ? '<title>Museum des Lichts</title>' : '<title>app</title>',
      );
    }
    // An address the app has no screen at is still the app, which says so, but with a 404.
    const unknown = await t.app.inject({ method: 'GET', url: '/unknown/deep/path' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toMatch(/^<!doctype html><title>Museum of Light<\/title>[\s\S]*noindex/);
  });

  it('serves the built files, hashed assets with a long cache life', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const settings = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(settings.json()).toEqual({ apiBase: '/api', shop: 1 });
    expect(settings.headers['cache-control']).toBe('no-cache');
  });

  it('answers a JSON 404 for unknown API paths and missing files, not the app', async () => {
    for (const url of ['/api/en/nothing-here', '/api', '/assets/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('sends security headers and a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=1' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON with a 400 in the contract shape, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/shopinfo/config?shop=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
  });

  it("answers an address the router cannot read in the contract's shape, without echoing it", async () => {
    for (const url of ['/api/en/page/%ZZ?shop=1&_=s3cr3t', '/api/en/page/%C0%80?shop=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual({ code: 'INVALID_REQUEST', message: 'The address is not valid' });
    }
  });

  it('publishes an OpenAPI 3.1 document generated from the contract, and a page to read it', async () => {
    // Beside another copy of the contract's schemas under the same ids, as the web app's server
    // build brings once a page is rendered (it bundles the contract). The document is made once.
    const copy = z.object({ id: z.int(), name: z.string() }).register(z.globalRegistry, { id: 'NamedRef' });
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    z.globalRegistry.remove(copy);
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toBe('3.1.0');
    // Paths are relative to the server address /api.
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/{lang}/shopinfo/config', '/{lang}/shopinfo']),
    );
    const config = document.paths['/{lang}/shopinfo/config'].get;
    expect(JSON.stringify(config.responses['200'])).toContain('#/components/schemas/AppConfig');
    expect(Object.keys(document.components.schemas.AppConfig.properties)).toContain('site_name_translations');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('log redaction', () => {
  it('never writes the session token of a URL', () => {
    expect(redactUrl('/api/en/customer?_=s3cr3t&x=1')).toBe('/api/en/customer?_=[redacted]&x=1');
    expect(redactUrl('/api/en/customer?x=1&_=s3cr3t')).toBe('/api/en/customer?x=1&_=[redacted]');
    expect(redactUrl('/api/en/customer?x_=1')).toBe('/api/en/customer?x_=1');
    // The query parser decodes parameter names: these are the token too.
    expect(redactUrl('/api/en/customer?%5F=s3cr3t')).toBe('/api/en/customer?%5F=[redacted]');
    expect(redactUrl('/api/en/customer?a=1&%5f=s3cr3t&_=t2')).toBe(
      '/api/en/customer?a=1&%5f=[redacted]&_=[redacted]',
    );
    expect(redactUrl('/api/en/customer?%ZZ=1')).toBe('/api/en/customer?%ZZ=1');
  });
});
