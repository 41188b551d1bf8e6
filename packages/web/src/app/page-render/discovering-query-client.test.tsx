import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiscoveringQueryClient } from './discovering-query-client.ts';

/** A screen whose second call needs the first's answer, as the event's calendar needs the event. */
function Exhibition({ calls }: { calls: string[] }) {
  const event = useQuery({
    queryKey: ['event'],
    queryFn: async () => {
      calls.push('event');
      return { name: 'Neon Nights', month: '2026-12' };
    },
  });
  const month = event.data?.month;
  const days = useQuery({
    queryKey: ['calendar', month],
    queryFn: async () => {
      calls.push(`calendar ${month}`);
      return ['2026-12-01', '2026-12-02'];
    },
    enabled: month !== undefined,
  });
  const never = useQuery({ queryKey: ['never'], queryFn: async () => calls.push('never'), enabled: false });
  return (
    <h1>
      {event.data?.name ?? 'loading'} {days.data?.join(' ') ?? ''} {String(never.data ?? '')}
    </h1>
  );
}

/** Renders until nothing asked for is missing, as the server's page render does. */
async function renderWithData(client: DiscoveringQueryClient, calls: string[]) {
  let html = '';
  for (let pass = 1; pass <= 5; pass++) {
    html = renderToString(
      <QueryClientProvider client={client}>
        <Exhibition calls={calls} />
      </QueryClientProvider>,
    );
    if ((await client.fetchAsked()) === 0) return { html, passes: pass };
  }
  throw new Error('did not settle');
}

describe('DiscoveringQueryClient', () => {
  it('fetches what each render asked for, the dependent call after its source, and no disabled one', async () => {
    const calls: string[] = [];
    const client = new DiscoveringQueryClient();
    const { html, passes } = await renderWithData(client, calls);
    expect(html).toContain('Neon Nights');
    expect(html).toContain('2026-12-01 2026-12-02');
    expect(calls).toEqual(['event', 'calendar 2026-12']);
    expect(passes).toBe(3);
    expect(client.anyFailed()).toBe(false);
  });

  it('says when a call the page asked for failed, so the page is left to the browser', async () => {
    const client = new DiscoveringQueryClient();
    function Failing() {
      useQuery({
        queryKey: ['failing'],
        queryFn: async () => {
          throw new Error('503');
        },
      });
      return null;
    }
    renderToString(
      <QueryClientProvider client={client}>
        <Failing />
      </QueryClientProvider>,
    );
    expect(await client.fetchAsked()).toBe(1);
    expect(client.anyFailed()).toBe(true);
  });
});
