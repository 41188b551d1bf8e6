import { defineEndpoint } from '@museum-shop/contract';
import * as z from 'zod/mini';

/** A read of the contract's shape for the client's tests: GET `x/{id}`, answering `{ ok }`. */
export const testRead = defineEndpoint({
  method: 'GET',
  path: 'x/:id',
  feature: 'content',
  summary: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ shop: z.optional(z.number()) }),
  response: z.object({ ok: z.boolean() }),
});

/** A write for the client's tests: POST `y` with a body, answering `{ ok }`. */
export const testWrite = defineEndpoint({
  method: 'POST',
  path: 'y',
  feature: 'checkout',
  summary: 'test',
  params: undefined,
  query: z.object({ shop: z.optional(z.number()) }),
  body: z.object({ n: z.optional(z.number()) }),
  response: z.object({ ok: z.boolean() }),
});
