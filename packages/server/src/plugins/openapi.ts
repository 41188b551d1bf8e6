import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contractSchemas } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document, generated from the contract's schemas: JSON at /api/docs/json, a page at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Museum shop API',
          description:
            'The shop API contract (spec §7). Every path starts with the language code; the session token travels as query parameter `_`.',
          version: '1.0.0',
        },
        servers: [{ url: '/api' }],
      },
      // The contract's own registry names the components (contract/schema-ids.ts).
      transform: createJsonSchemaTransform({ schemaRegistry: contractSchemas }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: contractSchemas }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
