import { ENDPOINTS } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './test-support/build.ts';

/** `GET tour/calendar/tour/:id/range/:range` in the contract is `GET /{lang}/tour/calendar/tour/{id}/range/{range}` in OpenAPI (server `/api`). */
const contractRoutes = ENDPOINTS.map(
  (endpoint) => `${endpoint.method} /{lang}/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
).sort();

describe('the server answers exactly the calls of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: false });
  });
  afterAll(() => t.close());

  it('registers a route for every endpoint of the contract', () => {
    const missing = ENDPOINTS.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: `/api/:lang/${endpoint.path}` }),
    );
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('has no API route that the contract does not define (the OpenAPI document lists every route)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(served).toEqual(contractRoutes);
  });
});
