// Plain data without schemas, apart from checkout.ts: the web app's first load routes these
// screens and should not build the checkout schemas for it (issue 11).

/**
 * The shop screens a payment provider sends the browser back to (spec §2), below `{lang}/`. The
 * web app routes them and keeps a provider's address out of the stored referrer; checkout builds
 * the continue and cancel addresses from them.
 */
export const CHECKOUT_RETURN_SCREENS = {
  accepted: 'checkout/accepted',
  canceled: 'checkout/canceled',
  failed: 'checkout/failed',
  success: 'checkout/success',
} as const;
