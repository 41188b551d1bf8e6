import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * The payment provider as the shop meets it (issue 40): when a checkout could not start a payment
 * because the provider was down or refused the shop's key, the visitor is told payment is not
 * available right now (503 PAYMENT_PROVIDER_UNAVAILABLE), and the owner reads here why.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/**
 * Why the provider could not be used: it could not be reached, did not answer in time, refused the
 * shop's key (a wrong or revoked key: the server's settings must be fixed), failed itself (its 5xx)
 * or asked the shop to slow down (its 429).
 */
export const PAYMENT_PROVIDER_FAILURES = [
  'unreachable',
  'timeout',
  'refused',
  'server_error',
  'rate_limited',
] as const;
export type PaymentProviderFailure = (typeof PAYMENT_PROVIDER_FAILURES)[number];

export const paymentProviderStateSchema = z
  .object({
    /** PAYMENT_PROVIDER: sandbox, stripe or mollie. */
    provider: z.string(),
    test_mode: z.boolean(),
    /**
     * What the provider's last call found (any process's): `reachable`, `unavailable`, or
     * `unknown` while no call has been made since the provider was set.
     */
    state: z.enum(['reachable', 'unavailable', 'unknown']),
    /** When a call last went through (ISO 8601), null if none has. */
    last_success_at: z.nullable(z.string()),
    /** The last call that found the provider unavailable, null if none has. */
    last_failure: z.nullable(
      z.object({
        at: z.string(),
        reason: z.enum(PAYMENT_PROVIDER_FAILURES),
        /** What was seen, for support: an HTTP status (`HTTP 401`) or a network error code (`ECONNREFUSED`). */
        detail: z.nullable(z.string()),
      }),
    ),
  })
  .register(contractSchemas, { id: 'PaymentProviderState' });
export type PaymentProviderState = z.infer<typeof paymentProviderStateSchema>;

export const staffPaymentProviderEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/payments/provider',
  feature: 'staff',
  summary:
    'The payment provider: whether its last call went through, and the last time it was unavailable, and why',
  query: staffQuerySchema,
  response: z.object({ data: paymentProviderStateSchema }),
  access: 'staff',
  roles: OWNER,
});

export const STAFF_PAYMENT_ENDPOINTS = [staffPaymentProviderEndpoint] as const;
