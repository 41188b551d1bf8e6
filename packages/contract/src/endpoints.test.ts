import { describe, expect, it } from 'vitest';
import { endpointErrors, pathParamNames } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';
import { ERROR_CODES } from './errors.ts';

const label = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the endpoint contract', () => {
  it('defines each method and path once', () => {
    const labels = ENDPOINTS.map(label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: params name exactly the path parameters, the query takes the shop, only POST has a body',
    (_label, endpoint) => {
      const declared = Object.keys(endpoint.params?.shape ?? {}).sort();
      expect(declared).toEqual(pathParamNames(endpoint.path).sort());
      expect(Object.keys(endpoint.query.shape)).toContain('shop');
      expect(endpoint.path).not.toMatch(/^\/|\/$/);
      if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
      const tokenAccepted = Object.keys(endpoint.query.shape).includes('_');
      if (endpoint.access !== 'anyone') expect(tokenAccepted).toBe(true);
      for (const codes of Object.values(endpointErrors(endpoint)))
        for (const code of codes) expect(ERROR_CODES).toContain(code);
    },
  );

  it('marks every call whose answer holds personal data or a token noStore, and leaves the catalog cacheable', () => {
    const noStore = ENDPOINTS.filter((endpoint) => endpoint.noStore).map(label);
    for (const call of [
      'GET customer',
      'POST auth/login',
      'POST auth/guest',
      'POST customer/pwdconfirm',
      'POST customer/update',
      'GET order/review',
      'GET order/tickets',
      'GET order/invoice',
      'GET voucher',
      'POST checkout/initPayment',
      'POST checkout/execPayment',
    ])
      expect(noStore).toContain(call);
    for (const call of ['GET shopinfo/config', 'GET tour', 'GET merchandise/select', 'GET customer/attr'])
      expect(noStore).not.toContain(call);
  });

  it('adds the session and body failures to the calls that can give them', () => {
    const customerUpdate = ENDPOINTS.find((endpoint) => endpoint.path === 'customer/update');
    const config = ENDPOINTS.find((endpoint) => endpoint.path === 'shopinfo/config');
    if (!customerUpdate || !config) throw new Error('both calls are in the contract');
    expect(endpointErrors(customerUpdate)).toMatchObject({
      401: ['UNAUTHORIZED'],
      403: ['FORBIDDEN'],
      422: ['VALIDATION_FAILED'],
    });
    expect(endpointErrors(config)).not.toHaveProperty('401');
    expect(endpointErrors(config)).not.toHaveProperty('422');
    expect(endpointErrors(config)[404]).toEqual(['UNKNOWN_LANGUAGE', 'SHOP_NOT_FOUND']);
  });
});
