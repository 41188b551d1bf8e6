import type { FastifyInstance } from 'fastify';
import { AppError, RetryLaterError } from '../../errors.ts';
import { takeClientRateLimit } from '../../rate-limits.ts';
import type { Payments } from './payments.service.ts';
import { WEBHOOK_PATH } from './payments.service.ts';
import { ProviderUnavailable, WebhookRejected } from './provider.ts';

export interface WebhookRoutesOptions {
  payments: Payments;
}

/** A provider sends a few notifications per payment; far more from one address is someone else. */
const WEBHOOKS_PER_CLIENT = { limit: 600, windowMs: 60_000 };
/** How soon a provider should try again when its own API did not answer our check (it retries anyway). */
const PROVIDER_RETRY_SECONDS = 60;

/**
 * POST /payment-webhooks/<provider>: the configured provider's notifications, outside /api (the
 * provider's format, not the shop API's). The body is kept as bytes: a signature covers them.
 * 200 once stored (a replay too), 400 for one the provider does not vouch for, 503 with
 * Retry-After when the provider's API could not be asked.
 */
export async function webhookRoutes(app: FastifyInstance, options: WebhookRoutesOptions) {
  const { payments } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string } }>(
    `${WEBHOOK_PATH}/:provider`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (request.params.provider !== payments.provider.name)
        throw new AppError(404, 'NOT_FOUND', 'No such payment provider here');
      await takeClientRateLimit(app.db, 'payment-webhook', request.ip, WEBHOOKS_PER_CLIENT, app.clock());
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        await payments.receiveWebhook({ headers: request.headers, rawBody });
      } catch (error) {
        if (error instanceof WebhookRejected) {
          request.log.warn({ reason: error.message }, 'payment notification rejected');
          throw new AppError(400, 'INVALID_REQUEST', 'This notification is not the provider’s');
        }
        if (error instanceof ProviderUnavailable)
          throw new RetryLaterError(
            503,
            'SERVICE_UNAVAILABLE',
            'The payment provider could not be asked; please send it again',
            PROVIDER_RETRY_SECONDS,
          );
        throw error;
      }
      return reply.code(200).send({ received: true });
    },
  );
}
