import { ENDPOINTS, fillPath, pathParamNames } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './test-support/build.ts';
import { validCustomerForm } from './test-support/customer-form.ts';

const label = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('Cache-Control: no-store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  // Whatever the answer (a 4xx for these made-up inputs), the header follows the contract's flag.
  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: on every answer exactly when the contract marks the call noStore',
    async (_, endpoint) => {
      const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, '1']));
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/api/en/${fillPath(endpoint.path, params)}?id=not-an-order&voucher=NO-SUCH-CODE`,
        ...(endpoint.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.headers['cache-control'] === 'no-store', String(response.statusCode)).toBe(
        endpoint.noStore,
      );
    },
  );

  it('is on an answer that hands out a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      payload: { c: { ...validCustomerForm('ada.no-store@example.org'), password: undefined } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
