import type { WebhookRequest } from '../provider.ts';
import type { ProviderDriver } from '../provider-driver.ts';
import { type FakeStripe, startFakeStripe } from './stripe.fake.ts';
import { createStripeProvider } from './stripe.provider.ts';

/** The payment method types a session offers the payer. */
const methodsOf = (fake: FakeStripe, ref: string) => fake.session(ref).payment_method_types as string[];

/**
 * Tests only: the provider contract's driver for Stripe, on the local fake of Stripe's API.
 *
 * Stripe's journeys differ from the sandbox's in two places, as Stripe's Checkout does:
 * - the payer who cancels just goes back to the shop: the session stays open (until it expires
 *   or checkout cancels it) and Stripe sends nothing;
 * - a failure is a SEPA debit the bank rejects (the session ends complete and unpaid: `failed`).
 *   A session that takes no SEPA debit cannot fail: a declined card leaves it open for another
 *   try, so `payerFails` answers Stripe's `payment_intent.payment_failed` and the state stays
 *   `pending`.
 */
export function stripeDriver(): ProviderDriver & {
  /** Refunds Stripe confirmed fail after all (the card's account was closed). */
  takeBackRefunds(): Promise<WebhookRequest[]>;
} {
  let fake: FakeStripe | undefined;
  const running = () => {
    if (!fake) throw new Error('The Stripe driver is not started');
    return fake;
  };

  return {
    name: 'stripe',

    async start() {
      fake = await startFakeStripe();
      return createStripeProvider({
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
      });
    },

    async payerPays(ref) {
      const stripe = running();
      const offered = methodsOf(stripe, ref);
      const method = offered.includes('card') ? 'card' : (offered[0] ?? 'card');
      const completed = stripe.pay(ref, method);
      // A SEPA debit completes the session unpaid; the bank confirms it later.
      return method === 'sepa_debit' ? [...completed, ...stripe.settleDebit(ref)] : completed;
    },

    async payerFails(ref) {
      const stripe = running();
      if (!methodsOf(stripe, ref).includes('sepa_debit')) return stripe.declineCard(ref);
      return [...stripe.pay(ref, 'sepa_debit'), ...stripe.failDebit(ref)];
    },

    async payerCancels() {
      return [];
    },

    async settleRefunds() {
      return running().settleRefunds();
    },

    async refusePendingRefunds() {
      return running().refusePendingRefunds();
    },

    async takeBackRefunds() {
      return running().takeBackRefunds();
    },

    failRefunds(times) {
      running().failRefunds(times);
    },

    async refunded(ref) {
      return running().refunded(ref);
    },

    forgedNotification(ref) {
      const stripe = running();
      const session = { ...stripe.session(ref), status: 'complete', payment_status: 'paid' };
      return stripe.notify('checkout.session.completed', session, {
        secret: 'whsec_not_the_endpoints_secret',
      });
    },

    async stop() {
      await fake?.close();
      fake = undefined;
    },
  };
}
