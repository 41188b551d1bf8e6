import {
  errorResponseSchema,
  LANGUAGES,
  shopInfoResponseSchema,
  shopQuerySchema,
  staticPageResponseSchema,
} from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { langParamsSchema } from '../../http.ts';
import { getShopInfo, getStaticPage } from './content.service.ts';

// Any id is accepted here, so an unknown page is the contract's 404 PAGE_NOT_FOUND rather than a 400.
const pageParamsSchema = z.object({
  lang: z.enum(LANGUAGES),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/shopinfo',
    {
      schema: {
        tags: ['content'],
        summary: 'Static content and meta data of a shop: banners, cookie notice, social links',
        params: langParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: shopInfoResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await getShopInfo(app.db, request.query.shop, request.lang) }),
  );

  app.get(
    '/:lang/page/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A static page (imprint, terms, data protection, accessibility statement, shipping)',
        params: pageParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: staticPageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await getStaticPage(app.db, request.query.shop, request.lang, request.params.id),
    }),
  );
};
