import type { ProviderDriver } from '../provider-driver.ts';
import {
  type FakeMollie,
  fakeMollieId,
  MOLLIE_SDK_ATTEMPTS,
  mollieNotification,
  startFakeMollie,
} from './mollie.fake.ts';
import { createMollieProvider } from './mollie.provider.ts';

/**
 * Tests only: the provider contract's driver for Mollie. It runs the adapter against a local fake
 * of Mollie's API (`mollie.fake.ts`) and plays the payer and the bank there; the notifications it
 * answers are those Mollie would post (`id=tr_…`, verified by fetching the payment).
 */
export function mollieDriver(): ProviderDriver {
  let fake: FakeMollie | undefined;
  const running = (): FakeMollie => {
    if (!fake) throw new Error('The Mollie driver is not started');
    return fake;
  };

  return {
    name: 'mollie',

    async start() {
      fake = await startFakeMollie();
      return createMollieProvider({ MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_URL: fake.url });
    },

    // A bank transfer (the shop's SEPA payment types at Mollie) is paid once the bank's money arrives.
    payerPays: async (ref) => running().pay(ref),
    payerFails: async (ref) => running().fail(ref),
    payerCancels: async (ref) => running().payerCancels(ref),
    settleRefunds: async () => running().settleRefunds(),
    refusePendingRefunds: async () => running().refusePendingRefunds(),

    failRefunds(times) {
      // The SDK tries a 5xx several times with the same key before the adapter sees it fail.
      running().failRefundRequests(times * MOLLIE_SDK_ATTEMPTS);
    },

    refunded: async (ref) => running().refunded(ref),

    forgedNotification() {
      // Mollie signs nothing: a notification is forged when it names a payment Mollie does not have.
      return mollieNotification(fakeMollieId('tr_'));
    },

    async stop() {
      await fake?.close();
      fake = undefined;
    },
  };
}
