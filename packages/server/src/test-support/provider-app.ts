import { afterAll, beforeAll, expect } from 'vitest';
import type { WebhookRequest } from '../features/payments/provider.ts';
import type { ProviderDriver } from '../features/payments/provider-driver.ts';
import { build, type TestApp } from './build.ts';

/**
 * A test app on a payment provider's fake (or the sandbox), with the driver that plays the payer,
 * the bank and the provider (issue 22): started before the file's tests, stopped after. Jobs run
 * when a test says so. `deliver` posts the provider's notifications to the webhook route, as the
 * provider would, and expects each taken.
 */
export function providerTestApp<Driver extends ProviderDriver>(makeDriver: () => Driver) {
  const driver = makeDriver();
  const app = { driver } as { driver: Driver; t: TestApp };
  beforeAll(async () => {
    let started: Awaited<ReturnType<ProviderDriver['start']>> | undefined;
    app.t = await build({
      app: {
        publicUrl: 'http://localhost:3000',
        // The fake starts below, before the first payment; the app only keeps the provider.
        paymentProvider: () => {
          if (!started) throw new Error('the driver must start first');
          return started;
        },
        jobs: { pollMs: 0 },
      },
      beforeApp: async (db) => {
        started = await driver.start({ db, publicUrl: 'http://localhost:3000' });
      },
    });
  });
  afterAll(async () => {
    await app.t?.close();
    await driver.stop();
  });
  const deliver = async (notifications: WebhookRequest[]) => {
    for (const notification of notifications) {
      const response = await app.t.app.inject({
        method: 'POST',
        url: `/payment-webhooks/${driver.name}`,
        headers: notification.headers as Record<string, string>,
        payload: notification.rawBody,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  return Object.assign(app, { deliver });
}
