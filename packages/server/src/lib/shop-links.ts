/** Host names that reach only the machine the browser runs on. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A link the client names for the server to send someone to (the base of a password-reset link,
 * a payment's return address), or undefined when it would lead out of the shop: a forged one would
 * carry a reset token or a visitor to another site. With a public address (PUBLIC_URL) the link
 * must be on its origin; without one, only on this machine (the quick start), so a server put
 * online without PUBLIC_URL refuses such links instead of sending anyone anywhere.
 */
export function shopLink(link: string, publicUrl: string | undefined): URL | undefined {
  let url: URL;
  try {
    url = new URL(link);
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
