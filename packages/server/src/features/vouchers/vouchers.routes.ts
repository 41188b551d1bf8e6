import {
  voucherCodeQuerySchema,
  voucherCodeResponseSchema,
  voucherGroupsResponseSchema,
  voucherListQuerySchema,
  voucherListResponseSchema,
  voucherProductResponseSchema,
} from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogContext, catalogErrorResponses, langIdParamsSchema, langParamsSchema } from '../../http.ts';
import { getVoucherProduct, listGroups, listVouchers, redeemableVoucherCode } from './vouchers.service.ts';

const tags = ['vouchers'];

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/voucher/select/event',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The vouchers for sale (group: only that group)',
        params: langParamsSchema,
        querystring: voucherListQuerySchema,
        response: { 200: voucherListResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: { vouchers: await listVouchers(app.db, await catalogContext(request), request.query.group) },
    }),
  );

  app.get(
    '/:lang/voucher/selectOne/price/:id',
    {
      schema: {
        tags,
        summary: 'One voucher for sale',
        params: langIdParamsSchema,
        querystring: voucherListQuerySchema,
        response: { 200: voucherProductResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: await getVoucherProduct(app.db, await catalogContext(request), request.params.id),
    }),
  );

  app.get(
    '/:lang/voucher/group',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The voucher groups (the category call of spec §7)',
        params: langParamsSchema,
        querystring: voucherListQuerySchema,
        response: { 200: voucherGroupsResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({ data: { group: await listGroups(app.db, await catalogContext(request)) } }),
  );

  app.get(
    '/:lang/voucher',
    {
      schema: {
        tags,
        summary: 'Look up a voucher code to redeem (422 with a code when it cannot be redeemed now)',
        params: langParamsSchema,
        querystring: voucherCodeQuerySchema,
        response: { 200: voucherCodeResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: await redeemableVoucherCode(app.db, await catalogContext(request), request.query.voucher),
    }),
  );
};
