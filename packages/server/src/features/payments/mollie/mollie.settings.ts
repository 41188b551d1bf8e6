import { z } from 'zod';

/** Hosts a plain http:// MOLLIE_API_URL may name: only a fake on this machine speaks http. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Mollie settings of the environment. MOLLIE_API_URL points the SDK at another address than
 * https://api.mollie.com/v2/: only a local fake of Mollie's API (tests, demos) sets it.
 */
export const mollieSettingsSchema = z.object({
  MOLLIE_API_KEY: z.string().regex(/^(test|live)_\w+$/, {
    error: "must be a Mollie API key: test_… or live_… (the dashboard's Developers › API keys)",
  }),
  MOLLIE_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// address, e.g. http://127.0.0.1:4243/v2/',
    })
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
    }, 'must be an https:// address; plain http:// only for a fake on this machine (127.0.0.1, localhost, [::1])')
    .optional(),
});

export type MollieSettings = z.infer<typeof mollieSettingsSchema>;
