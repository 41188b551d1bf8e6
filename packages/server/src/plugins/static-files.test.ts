import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
