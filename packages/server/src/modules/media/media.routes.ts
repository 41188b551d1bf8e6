import { MEDIA_MAX_BYTES, staffMediaUploadEndpoint } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findShopConfig } from '../../db/repositories/shops.repository.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';
import { auditRefusal } from '../../features/staff/audit/refusals.ts';
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import { base64Bytes, decodeUpload, findMediaFile, storeUploadedImage } from './media.service.ts';

/** A variant never changes (a new upload is a new image): browsers and proxies keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The upload's own body limit: MEDIA_MAX_BYTES in base64 (4/3) with its alternative texts, and room
 * above, so a somewhat larger file is answered `image_too_large` rather than a bare 413. The app's
 * limit (256 KB) holds for every other call.
 */
export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/** GET /media/<id>/<width>.<format>: a variant's bytes, served immutable; anything else is a JSON 404. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string; file: string } }>(
    '/media/:id/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await findMediaFile(app.db, request.params.id, request.params.file);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'Not found');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', IMMUTABLE)
        .send(Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength));
    },
  );
}

/**
 * POST staff/media (issue 34), in the staff routes' scope (it needs their staff session): an owner
 * uploads an image to the media library. Only a signed-in owner may send a body this large: anyone
 * else is refused before it is read.
 */
export function staffMediaRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const staff = request.staff;
      if (!staff)
        throw new AppError(401, 'UNAUTHORIZED', 'Please sign in: the staff session is missing or has ended');
      if (!staffMediaUploadEndpoint.roles.includes(staff.role)) {
        const refused = new AppError(403, 'FORBIDDEN', 'This role may not do this');
        await auditRefusal(app, request, staffMediaUploadEndpoint, refused);
        throw refused;
      }
    });
    // Before the schema's length check, so an oversized file gets the form's code, not a length message.
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const content = (request.body as { content_base64?: unknown } | undefined)?.content_base64;
      if (typeof content === 'string' && base64Bytes(content) > MEDIA_MAX_BYTES + 2)
        throw new AppError(422, 'VALIDATION_FAILED', 'Please correct the errors in the form', {
          content_base64: ['image_too_large'],
        });
    });
    registerStaffEndpoint(
      scope,
      staffMediaUploadEndpoint,
      async ({ body, shop, staff }) => {
        const config = await findShopConfig(scope.db, shop.shopId);
        const image = await storeUploadedImage(
          scope.db,
          shop.shopId,
          decodeUpload(body.content_base64),
          body.alt,
          config?.languages ?? [shop.defaultLanguage],
          {
            now: shop.now,
            inTransaction: (tx, stored) =>
              audit(
                tx,
                {
                  shopId: shop.shopId,
                  staffId: staff.staffId,
                  action: 'settings.update',
                  subjectKind: 'settings',
                  subjectId: `media:${stored.id}`,
                  after: { width: stored.width, height: stored.height },
                },
                shop.now,
              ),
          },
        );
        return { data: image };
      },
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });
}
