import { describe, expect, it } from 'vitest';
import { choosePaymentProvider, ProviderSettingsError } from './providers.ts';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const choose = (context: Partial<Parameters<typeof choosePaymentProvider>[0]>) =>
  choosePaymentProvider({
    provider: undefined,
    servedForReal: false,
    publicUrl: undefined,
    env: {},
    ...context,
  });

describe('choosing the payment provider at start (issue 22)', () => {
  it('takes the sandbox for the demo on this machine, without a word', () => {
    const choice = choose({});
    expect(choice.name).toBe('sandbox');
    expect(choice.warning).toBeUndefined();
  });

  it('refuses a shop served beyond loopback or on PostgreSQL that names no provider', () => {
    expect(() => choose({ servedForReal: true })).toThrow(ProviderSettingsError);
    expect(() => choose({ servedForReal: true })).toThrow(/PAYMENT_PROVIDER is not set/);
  });

  it('starts the sandbox said out loud there, with a warning', () => {
    const choice = choose({ servedForReal: true, provider: 'sandbox' });
    expect(choice.name).toBe('sandbox');
    expect(choice.warning).toMatch(/without money/);
  });

  it('names the settings a provider is missing, and Mollie’s need of PUBLIC_URL', () => {
    expect(() => choose({ provider: 'stripe' })).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(choose({ provider: 'stripe', env: stripeKeys }).name).toBe('stripe');
    expect(() => choose({ provider: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
    expect(() =>
      choose({ provider: 'mollie', env: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz0123' } }),
    ).toThrow(/PUBLIC_URL/);
    const mollie = choose({
      provider: 'mollie',
      env: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz0123' },
      publicUrl: 'https://shop.museum.example',
    });
    expect(mollie.name).toBe('mollie');
  });

  it('loads the chosen provider, which says whether it takes real money', async () => {
    const make = await choose({ provider: 'stripe', env: stripeKeys }).load();
    const provider = make({} as never, { baseUrl: undefined, clock: () => new Date() });
    expect(provider.name).toBe('stripe');
    expect(provider.testMode).toBe(true);
  });
});
