import {
  merchandiseAttributesEndpoint,
  merchandiseEndpoint,
  merchandiseListEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { getArticle, listMerchandise, merchandiseCategories } from './merchandise.service.ts';

export async function merchandiseRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    merchandiseListEndpoint,
    async ({ shop, query }) => ({
      data: {
        articles: await listMerchandise(app.db, shop, {
          productKind: query.product_kind,
          categoryId: query.category,
        }),
      },
    }),
    cached,
  );
  registerEndpoint(app, merchandiseEndpoint, async ({ shop, query }) => ({
    data: await getArticle(app.db, shop, query.article),
  }));
  registerEndpoint(
    app,
    merchandiseAttributesEndpoint,
    async ({ shop, query }) => ({
      data: { category: await merchandiseCategories(app.db, shop, query.product_kind) },
    }),
    cached,
  );
}
