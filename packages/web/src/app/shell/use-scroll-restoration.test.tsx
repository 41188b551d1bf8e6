import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration.ts';

afterEach(cleanup);

describe('useScrollRestoration', () => {
  it('does not render the frame again when a query starts or finishes (issue 37)', async () => {
    const client = new QueryClient();
    let renders = 0;
    function Frame() {
      useScrollRestoration();
      renders += 1;
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/tickets/1']}>
          <Frame />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const before = renders;
    let answer: (value: number) => void = () => {};
    let fetched: Promise<number> | undefined;
    // TanStack Query tells its subscribers in a task of its own: each step waits for one.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    await act(async () => {
      fetched = client.fetchQuery({
        queryKey: ['places'],
        queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
      });
      await nextTask();
    });
    expect(client.isFetching()).toBe(1);
    await act(async () => {
      answer(3);
      await fetched;
      await nextTask();
    });
    expect(client.isFetching()).toBe(0);
    expect(renders).toBe(before);
  });
});
