import {
  merchandiseAttributesEndpoint,
  merchandiseEndpoint,
  merchandiseListEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { findCatalogPictures } from '../../modules/media/index.ts';
import { getArticle, listMerchandise, merchandiseCategories } from './merchandise.service.ts';

export async function merchandiseRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    merchandiseListEndpoint,
    async ({ shop, query }) => {
      const articles = await listMerchandise(app.db, shop, {
        productKind: query.product_kind,
        categoryId: query.category,
      });
      // The articles' pictures in the widths the visitor's screen needs (issue 37).
      const pictures = await findCatalogPictures(
        app.db,
        shop.shopId,
        articles.flatMap((article) => article.images),
      );
      return { data: { articles }, pictures };
    },
    cached,
  );
  registerEndpoint(app, merchandiseEndpoint, async ({ shop, query }) => {
    const article = await getArticle(app.db, shop, query.article);
    return { data: article, pictures: await findCatalogPictures(app.db, shop.shopId, article.images) };
  });
  registerEndpoint(
    app,
    merchandiseAttributesEndpoint,
    async ({ shop, query }) => ({
      data: { category: await merchandiseCategories(app.db, shop, query.product_kind) },
    }),
    cached,
  );
}
