import { AnnouncerProvider } from '@museum-shop/ui/controls';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { configureApi } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n.ts';

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Answers the staff app's calls from `answers` (by the path after /api/{lang}/), records them, and
 * renders `ui` inside the providers the app has.
 */
export async function renderWithApi(
  ui: ReactNode,
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
  options: { token?: string; route?: string; language?: 'en' | 'de' } = {},
) {
  const i18n = await initI18n(options.language ?? 'en');
  await i18n.changeLanguage(options.language ?? 'en');
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'POST' ? await request.text() : '';
    const call = {
      url: `${url.pathname}${url.search}`,
      method: request.method,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const path = url.pathname.replace(/^\/api\/[a-z]{2}\//, '');
    const answer = answers[`${request.method} ${path}`];
    if (!answer)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  configureApi(
    { apiBase: 'http://localhost/api', shop: 1 },
    { language: () => options.language ?? 'en', token: () => options.token ?? null },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AnnouncerProvider>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </AnnouncerProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, queryClient };
}
