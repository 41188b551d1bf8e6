/** Host names that reach only the machine the browser runs on. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The base of a password-reset link from the client's `backlink`, or undefined when the link would
 * lead out of the shop: a forged backlink would carry the reset token to another site. With a
 * public address (PUBLIC_URL) the backlink must be on its origin; without one, only on this machine
 * (the quick start), so a server put online without PUBLIC_URL refuses resets instead of mailing
 * links anywhere.
 */
export function resetLinkBase(backlink: string, publicUrl: string | undefined): URL | undefined {
  let url: URL;
  try {
    url = new URL(backlink);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const allowed = publicUrl ? url.origin === new URL(publicUrl).origin : LOOPBACK_HOSTS.has(url.hostname);
  return allowed ? url : undefined;
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host === '::1';
}
