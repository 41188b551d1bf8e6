import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test-support/build.ts';

/** Stand-in builds: the server only needs each app's index.html and its files. */
function standInBuild(title: string, asset: string): string {
  const dir = mkdtempSync(join(tmpdir(), `museum-shop-${title}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets', asset), 'console.log(1)');
  writeFileSync(join(dir, 'settings.json'), '{"apiBase":"/api","shop":1}');
  return dir;
}

describe('the staff app under /admin/', () => {
  let t: TestApp;
  let webDir: string;
  let adminDir: string;
  beforeAll(async () => {
    webDir = standInBuild('shop', 'main-abc.js');
    adminDir = standInBuild('staff', 'admin-def.js');
    t = await build({ seed: false, webDistDir: webDir, app: { adminDistDir: adminDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  it('answers its own index.html for /admin and every deep link under it', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/orders/2026-00042',
      '/admin/day-sheet?date=2026-12-01',
      '/admin/accept',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>staff</title>');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('serves its built files, hashed assets with a long cache life', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-def.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const settings = await t.app.inject({ method: 'GET', url: '/admin/settings.json' });
    expect(settings.json()).toEqual({ apiBase: '/api', shop: 1 });
  });

  it("answers a 404 for a missing file, and leaves the visitor's app as it was", async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The staff app's files are not the shop's, and the shop's screens still answer the shop.
    expect((await t.app.inject({ method: 'GET', url: '/assets/admin-def.js' })).statusCode).toBe(404);
    for (const url of ['/', '/de/guided-tours/', '/administration']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>shop</title>');
    }
  });
});

describe('without a staff build', () => {
  it('serves no staff app: /admin/ is a screen of the shop as any unknown path', async () => {
    const webDir = standInBuild('shop', 'main-abc.js');
    const t = await build({ seed: false, webDistDir: webDir });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/admin/orders' });
      expect(response.body).toContain('<title>shop</title>');
    } finally {
      await t.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
