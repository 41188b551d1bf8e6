import {
  merchandiseAttributesQuerySchema,
  merchandiseAttributesResponseSchema,
  merchandiseListQuerySchema,
  merchandiseListResponseSchema,
  merchandiseQuerySchema,
  merchandiseResponseSchema,
} from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogContext, catalogErrorResponses, langParamsSchema } from '../../http.ts';
import { getArticle, listMerchandise, merchandiseCategories } from './merchandise.service.ts';

const tags = ['merchandise'];

export const merchandiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/merchandise/select',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The articles (product_kind=13: the annual passes), by sequence_no',
        params: langParamsSchema,
        querystring: merchandiseListQuerySchema,
        response: { 200: merchandiseListResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const shop = await catalogContext(request);
      const { product_kind: productKind, category: categoryId } = request.query;
      return { data: { articles: await listMerchandise(app.db, shop, { productKind, categoryId }) } };
    },
  );

  app.get(
    '/:lang/merchandise',
    {
      schema: {
        tags,
        summary: 'One article',
        params: langParamsSchema,
        querystring: merchandiseQuerySchema,
        response: { 200: merchandiseResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: await getArticle(app.db, await catalogContext(request), request.query.article),
    }),
  );

  app.get(
    '/:lang/merchandise/attr',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The merchandise categories (product_kind=13: of the annual passes)',
        params: langParamsSchema,
        querystring: merchandiseAttributesQuerySchema,
        response: { 200: merchandiseAttributesResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const shop = await catalogContext(request);
      return { data: { category: await merchandiseCategories(app.db, shop, request.query.product_kind) } };
    },
  );
};
