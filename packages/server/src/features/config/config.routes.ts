import { configResponseSchema, errorResponseSchema, shopQuerySchema } from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langParamsSchema } from '../../http.ts';
import { getAppConfig } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/shopinfo/config',
    {
      schema: {
        tags: ['config'],
        summary: 'The remote configuration of a shop',
        params: langParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: configResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await getAppConfig(app.db, request.query.shop) }),
  );
};
