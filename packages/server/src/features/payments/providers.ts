import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { mollieSettingsSchema } from './mollie/mollie.settings.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeSettingsSchema } from './stripe/stripe.settings.ts';

/**
 * The payment providers the shop can run on, by the name PAYMENT_PROVIDER gives: each its own
 * folder with its settings (environment variables, checked at start) and a factory, loaded only
 * for the provider chosen. Adding a provider is a folder and an entry here (README, "Payment
 * providers").
 */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Makes the provider for the app's database (the sandbox keeps its book there). */
export type ProviderFactory = (
  db: Db,
  options: { baseUrl: string | undefined; clock: () => Date },
) => PaymentProvider;

export interface ProviderChoice {
  name: PaymentProviderName;
  /** Loads the provider's module (its SDK only when it is used) and answers its factory. */
  load: () => Promise<ProviderFactory>;
  /** Said at start: the sandbox where real visitors may reach it. */
  warning?: string;
}

/** Settings a provider cannot start without, named; thrown before anything is touched. */
export class ProviderSettingsError extends Error {}

export interface ProviderContext {
  /** PAYMENT_PROVIDER as set, or undefined. */
  provider: PaymentProviderName | undefined;
  /** Whether the shop is served beyond this machine (HOST not loopback) or on PostgreSQL (DATABASE_URL). */
  servedForReal: boolean;
  publicUrl: string | undefined;
  env: NodeJS.ProcessEnv;
}

function parseSettings<T extends z.ZodType>(name: string, schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ProviderSettingsError(`PAYMENT_PROVIDER=${name} needs its settings:\n${lines.join('\n')}`);
}

/**
 * Which provider takes the payments (issue 22). The sandbox is the demo's: unset, it is the
 * provider only on this machine with the embedded database. A shop served beyond loopback or on
 * PostgreSQL must name its provider, and naming the sandbox there is said out loud at start (and
 * the visitor's screens say "test mode"). A provider's missing settings are named.
 */
export function choosePaymentProvider(context: ProviderContext): ProviderChoice {
  const name = context.provider ?? (context.servedForReal ? undefined : 'sandbox');
  if (!name)
    throw new ProviderSettingsError(
      'PAYMENT_PROVIDER is not set. A shop served beyond this machine (HOST) or on PostgreSQL (DATABASE_URL) must name its payment provider: PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=mollie with its keys (see the README), or PAYMENT_PROVIDER=sandbox to take orders without any money (test mode).',
    );
  if (name === 'sandbox')
    return {
      name,
      load: async () => {
        const { createSandboxProvider } = await import('./sandbox/sandbox.provider.ts');
        return (db, options) => createSandboxProvider({ db, baseUrl: options.baseUrl, clock: options.clock });
      },
      ...(context.servedForReal
        ? {
            warning:
              'PAYMENT_PROVIDER=sandbox: payments are simulated and every order is booked without money. The shop says "test mode" to visitors. Do not take real orders this way.',
          }
        : {}),
    };
  if (name === 'stripe') {
    const settings = parseSettings(name, stripeSettingsSchema, context.env);
    return {
      name,
      load: async () => {
        const { createStripeProvider } = await import('./stripe/stripe.provider.ts');
        return () => createStripeProvider(settings);
      },
    };
  }
  const settings = parseSettings(name, mollieSettingsSchema, context.env);
  // Mollie is told per payment where to post its notifications: it must reach the shop.
  if (!context.publicUrl)
    throw new ProviderSettingsError(
      'PAYMENT_PROVIDER=mollie needs PUBLIC_URL, the shop’s public address: Mollie posts its notifications to PUBLIC_URL/payment-webhooks/mollie.',
    );
  return {
    name,
    load: async () => {
      const { createMollieProvider } = await import('./mollie/mollie.provider.ts');
      return () => createMollieProvider(settings);
    },
  };
}
