import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression of the API answers that ask for it (`compress` of registerEndpoint): the shop's
 * configuration, which every visitor's first load fetches and which grows with a museum's own
 * texts (issue 34), goes from 5 KB to about 1.5 KB. Not global: the built apps are served as
 * precompressed files, and the catalog's and checkout's small answers would pay the CPU for
 * little. Brotli at quality 5 compresses a configuration in well under a millisecond.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: false,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
