import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The answer is the contract's 429 with a `Retry-After` of exactly `seconds`. */
export function expectRateLimited(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().code).toBe('RATE_LIMITED');
  expect(response.headers['retry-after']).toBe(String(seconds));
}
