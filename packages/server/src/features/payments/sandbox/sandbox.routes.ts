import type { Language } from '@museum-shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isWebAddress,
  pageLanguage,
  renderNotFoundPage,
  renderSandboxPage,
  SANDBOX_STYLE_HASH,
} from './sandbox.page.ts';
import {
  SANDBOX_ACTIONS,
  SANDBOX_PATH,
  type SandboxAction,
  type SandboxProvider,
} from './sandbox.provider.ts';
import type { SandboxPaymentRow } from './sandbox.repository.ts';
import { findShopForPage } from './sandbox.repository.ts';

export interface SandboxRoutesOptions {
  provider: SandboxProvider;
}

/** Ids the sandbox gives out are base64url tokens; anything else names no payment. */
const ID_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The origin of an absolute address, for the page's form-action; none for a relative one. */
function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The page's own Content-Security-Policy, stricter than the app's: no script, only its hashed
 * style, and forms that may post here and be redirected to the payment's own return addresses
 * (browsers check form-action on the redirect after a form post too).
 */
function pagePolicy(payment: SandboxPaymentRow | undefined): string {
  const targets = new Set(["'self'"]);
  for (const address of payment ? [payment.returnUrl, payment.cancelUrl] : []) {
    const origin = originOf(address);
    if (origin) targets.add(origin);
  }
  return [
    "default-src 'none'",
    `style-src ${SANDBOX_STYLE_HASH}`,
    `form-action ${[...targets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, html: string, payment?: SandboxPaymentRow) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pagePolicy(payment))
    .send(html);
}

/**
 * The sandbox's hosted payment page, outside /api: it plays an external provider's page. GET
 * shows the payment; POST …/pay|fail|cancel settles an open one, tells checkout (the registered
 * notification), and sends the browser to the address stored with the payment, never one from
 * the request.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  const { provider } = options;

  // The page's buttons are plain HTML forms: an empty url-encoded body, which carries nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  async function languageOf(payment: SandboxPaymentRow): Promise<{ lang: Language; siteName: string }> {
    const shop = await findShopForPage(app.db, payment.shopId);
    const fallback = shop?.defaultLanguage ?? 'en';
    const lang = pageLanguage(payment.returnUrl, fallback);
    const siteName = shop?.config.site_name_translations?.[lang] || shop?.config.site_name || '';
    return { lang, siteName };
  }

  // A provider's page, not a call of the shop API: it stays out of the API's OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { id: string } }>(`${SANDBOX_PATH}/:id`, hidden, async (request, reply) => {
    const { id } = request.params;
    const payment = ID_PATTERN.test(id) ? await provider.find(id) : undefined;
    if (!payment) return sendPage(reply, 404, renderNotFoundPage('en'));
    const { lang, siteName } = await languageOf(payment);
    const html = renderSandboxPage({
      lang,
      siteName,
      id: payment.id,
      amount: payment.amount,
      kind: payment.kind,
      description: payment.description,
      details: payment.details,
      status: payment.status,
      backUrl: payment.status === 'canceled' ? payment.cancelUrl : payment.returnUrl,
    });
    return sendPage(reply, 200, html, payment);
  });

  for (const action of Object.keys(SANDBOX_ACTIONS) as SandboxAction[]) {
    app.post<{ Params: { id: string } }>(`${SANDBOX_PATH}/:id/${action}`, hidden, async (request, reply) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) return sendPage(reply, 404, renderNotFoundPage('en'));
      const { payment, notifyError } = await provider.act(id, action, app.clock());
      if (!payment) return sendPage(reply, 404, renderNotFoundPage('en'));
      // The payment stays settled; checkout asks the provider again when the browser comes back.
      if (notifyError)
        request.log.error({ err: notifyError, payment: id }, 'sandbox payment notification failed');
      const target = payment.status === 'canceled' ? payment.cancelUrl : payment.returnUrl;
      if (!isWebAddress(target)) throw new Error(`sandbox payment ${id} has no usable return address`);
      return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
    });
  }
}
