import { QueryClient, skipToken } from '@tanstack/react-query';

type Options = Parameters<QueryClient['defaultQueryOptions']>[0];

/**
 * A query client that notes every query a render asked for (each `useQuery` passes its options
 * through `defaultQueryOptions`), so the server can fetch what a page shows and render it again
 * with the answers, as the browser would after its first render (issue 37). The screens keep their
 * own queries: nothing lists a page's calls a second time.
 */
export class DiscoveringQueryClient extends QueryClient {
  readonly #asked = new Map<string, Options>();

  constructor(config?: ConstructorParameters<typeof QueryClient>[0]) {
    super(config);
    const defaults = this.defaultQueryOptions.bind(this);
    this.defaultQueryOptions = ((options) => {
      const defaulted = defaults(options);
      const { enabled, queryFn, queryHash } = defaulted;
      // An `enabled` that depends on the query is judged when the query is fetched.
      if (enabled !== false && queryFn && queryFn !== skipToken && queryHash)
        this.#asked.set(queryHash, defaulted as Options);
      return defaulted;
    }) as QueryClient['defaultQueryOptions'];
  }

  /** Fetches every asked query that has no answer yet; answers how many it fetched. */
  async fetchAsked(): Promise<number> {
    const missing = [...this.#asked.values()].filter((options) => {
      const query = this.getQueryCache().get(options.queryHash ?? '');
      return !query || query.state.status === 'pending';
    });
    this.#asked.clear();
    await Promise.all(missing.map((options) => this.prefetchQuery(options as never)));
    return missing.length;
  }

  /** Whether a query the page asked for failed: its screen shows an error the browser would retry. */
  anyFailed(): boolean {
    return this.getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
  }
}
