import { buildApiRequest, type Language, logoutEndpoint } from '@museum-shop/contract';
import { apiSettings } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { clearSession, TOKEN_KEY } from '../session.ts';

/**
 * Logout (spec §4): POST auth/logout ends the session on the server, so the token stops working
 * everywhere (a shared computer, a copied address), then the token and customer are forgotten here.
 * They are forgotten whatever the server answers: whoever asked to leave is signed out in this tab
 * even offline or with a session that had already ended. Sent with plain `fetch`, not `apiCall`:
 * a 401 for an ended session must not send the visitor to the login screen, and `keepalive` lets
 * the call finish while the page moves on.
 */
export async function logout(lang: Language): Promise<void> {
  const token = sessionStore.get(TOKEN_KEY);
  try {
    if (token) {
      const { apiBase, shop } = apiSettings();
      const request = buildApiRequest(apiBase, logoutEndpoint, { lang, shop, token });
      await fetch(request.url, { ...request, keepalive: true });
    }
  } catch {
    // Unreachable server: the session ends with its expiry; here it ends now.
  } finally {
    clearSession();
  }
}
