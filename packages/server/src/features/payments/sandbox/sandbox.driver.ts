import type { ProviderDriver } from '../provider-driver.ts';
import { createSandboxProvider, type SandboxProvider, sandboxNotification } from './sandbox.provider.ts';
import { findSandboxPayment, settleSandboxPayment } from './sandbox.repository.ts';

/**
 * Tests only: the sandbox as the provider contract tests drive it. The payer's choices settle the
 * sandbox's book as its page does, and the notification the page would send is answered, not sent.
 */
export function sandboxDriver(): ProviderDriver {
  let provider: SandboxProvider | undefined;
  let db: Parameters<ProviderDriver['start']>[0]['db'] | undefined;
  const started = () => {
    if (!provider || !db) throw new Error('The sandbox driver is not started');
    return { provider, db };
  };
  const settle = async (ref: string, status: 'paid' | 'failed' | 'canceled') => {
    await settleSandboxPayment(started().db, ref, status, new Date());
    return [sandboxNotification(ref)];
  };
  return {
    name: 'sandbox',
    async start(options) {
      db = options.db;
      provider = createSandboxProvider({ db: options.db });
      return provider;
    },
    payerPays: (ref) => settle(ref, 'paid'),
    payerFails: (ref) => settle(ref, 'failed'),
    payerCancels: (ref) => settle(ref, 'canceled'),
    // Sandbox refunds go through at once.
    settleRefunds: async () => [],
    // Nothing is pending to refuse.
    refusePendingRefunds: async () => [],
    failRefunds: (times) => started().provider.failRefunds(times),
    refunded: async (ref) => (await findSandboxPayment(started().db, ref))?.refundedAmount ?? 0,
    forgedNotification: () => sandboxNotification('no-such-payment-in-the-sandbox-book'),
    stop: async () => {},
  };
}
