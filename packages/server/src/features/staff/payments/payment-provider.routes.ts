import { type PaymentProviderState, staffPaymentProviderEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint } from '../staff-access.ts';

export interface PaymentProviderRoutesOptions {
  /** The provider's state as the payments feature wrote it down (passed in by the app). */
  state: () => Promise<PaymentProviderState>;
}

/** The owner reads whether the payment provider answers, and why it last did not (issue 40). */
export function staffPaymentProviderRoutes(app: FastifyInstance, options: PaymentProviderRoutesOptions) {
  registerStaffEndpoint(app, staffPaymentProviderEndpoint, async () => ({ data: await options.state() }));
}
