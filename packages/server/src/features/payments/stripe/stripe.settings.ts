import { z } from 'zod';

/**
 * The Stripe settings of the environment. STRIPE_API_URL points the SDK at another address than
 * api.stripe.com: only a local fake of Stripe's API (tests, demos) sets it.
 */
export const stripeSettingsSchema = z.object({
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, {
    error: 'must be a Stripe secret or restricted key: sk_test_…, sk_live_…, rk_test_… or rk_live_…',
  }),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, {
    error: "must be the webhook endpoint's signing secret: whsec_…",
  }),
  STRIPE_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// address, e.g. http://127.0.0.1:4242',
    })
    .refine((value) => new URL(value).pathname === '/', {
      error: 'must be an address without a path: the SDK adds /v1/… itself',
    })
    .optional(),
});

export type StripeSettings = z.infer<typeof stripeSettingsSchema>;
