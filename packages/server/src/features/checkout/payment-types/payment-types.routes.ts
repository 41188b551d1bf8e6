import { paymentsEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http.ts';
import { listPayments } from './payment-types.service.ts';

/** GET checkout/payments (spec §7). */
export async function paymentRoutes(app: FastifyInstance) {
  registerEndpoint(app, paymentsEndpoint, async ({ shop }) => ({
    data: { payments: await listPayments(app.db, shop) },
  }));
}
