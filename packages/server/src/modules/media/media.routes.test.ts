import { randomBytes } from 'node:crypto';
import { MEDIA_MAX_BYTES, type StaffRole } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/staff.ts';
import { insertMember, insertStaffSession } from '../../features/staff/auth/auth.repository.ts';
import { DEFAULT_STAFF_SESSION_TIMES, readStaffSessions } from '../../features/staff/staff-access.ts';
import { clockPlugin } from '../../plugins/clock.ts';
import { databasePlugin } from '../../plugins/database.ts';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { languagePlugin } from '../../plugins/language.ts';
import { shopPlugin } from '../../plugins/shop.ts';
import { hashToken } from '../../tokens.ts';
import { mediaRoutes, staffMediaRoutes } from './index.ts';
import { insertShop, mediaDatabase, PNG_SIGNATURE, picture } from './media.test-support.ts';

const SHOP = 4;

/**
 * The app as app.ts and the staff routes wire the media library: GET /media at the root, the upload
 * in the staff scope under /api (with the app's own 256 KB body limit for every other call).
 */
async function mediaApp(handle: Awaited<ReturnType<typeof mediaDatabase>>['handle']) {
  const app = Fastify({
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(clockPlugin, {});
  // The test closes the database itself.
  await app.register(databasePlugin, { handle: { ...handle, close: async () => {} } });
  await app.register(
    async (api) => {
      await api.register(languagePlugin);
      await api.register(shopPlugin, { cacheMs: 0 });
      await api.register(async (staff) => {
        readStaffSessions(staff, DEFAULT_STAFF_SESSION_TIMES);
        staffMediaRoutes(staff);
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  return app;
}

describe('the media library over HTTP', () => {
  let database: Awaited<ReturnType<typeof mediaDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await mediaDatabase();
    await insertShop(database.db, SHOP, ['en', 'de']);
    app = await mediaApp(database.handle);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A signed-in member of `role` of the test's shop: answers the session token. */
  async function staffToken(role: StaffRole) {
    const now = new Date();
    const member = await insertMember(database.db, {
      shopId: SHOP,
      email: `${role}-${randomBytes(4).toString('hex')}@museum.example`,
      name: role,
      role,
      lang: 'en',
      createdAt: now,
    });
    if (!member) throw new Error('member not created');
    const token = randomBytes(24).toString('base64url');
    await insertStaffSession(database.db, {
      tokenHash: hashToken(token),
      staffId: member.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    return { token, staffId: member.id };
  }

  const upload = (token: string | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/en/staff/media?shop=${SHOP}${token ? `&_=${token}` : ''}`,
      payload: payload as Record<string, unknown>,
    });

  const ALT = { en: 'The lighthouse', de: 'Der Leuchtturm' };

  it('takes an owner’s upload larger than the app’s body limit, audits it, and serves its variants immutable', async () => {
    const { token, staffId } = await staffToken('owner');
    // Noise does not compress: about 265 KB of PNG, 350 KB of base64, over the app's 256 KB.
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length * (4 / 3)).toBeGreaterThan(256 * 1024);
    const response = await upload(token, { content_base64: png.toString('base64'), alt: ALT });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data;
    expect(image).toMatchObject({ width: 300, height: 300, alt: ALT, src: `/media/${image.id}/160.webp` });

    const [entry] = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, `media:${image.id}`));
    expect(entry).toMatchObject({
      shopId: SHOP,
      staffId,
      action: 'settings.update',
      subjectKind: 'settings',
      after: { width: 300, height: 300 },
    });

    for (const [file, type, format] of [
      ['160.webp', 'image/webp', 'webp'],
      ['160.avif', 'image/avif', 'heif'],
      ['256.png', 'image/png', 'png'],
    ] as const) {
      const served = await app.inject({ method: 'GET', url: `/media/${image.id}/${file}` });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type'], file).toBe(type);
      expect(served.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format, file).toBe(format);
    }
    const png256 = await app.inject({ method: 'GET', url: `/media/${image.id}/256.png` });
    expect([...png256.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('answers a JSON 404 for an unknown image, a width or format it does not have, and a bad id', async () => {
    const { token } = await staffToken('owner');
    const small = await picture(40, 30).png().toBuffer();
    const { id } = (await upload(token, { content_base64: small.toString('base64'), alt: ALT })).json().data;
    for (const url of [
      `/media/${id}/320.webp`,
      `/media/${id}/40.gif`,
      `/media/${id}/0.webp`,
      `/media/${id}/40.webp.exe`,
      `/media/${id}/..%2F..%2Fetc%2Fpasswd`,
      '/media/00000000-0000-4000-8000-000000000000/40.webp',
      '/media/not-a-uuid/40.webp',
      "/media/1'%20OR%201=1/40.webp",
      `/media/${'9'.repeat(80)}/40.webp`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
    expect((await app.inject({ method: 'GET', url: `/media/${id}/40.webp` })).statusCode).toBe(200);
  });

  it('refuses a file over 10 MB with image_too_large, and alt text missing in an offered language', async () => {
    const { token } = await staffToken('owner');
    const tooLarge = Buffer.alloc(MEDIA_MAX_BYTES + 3).toString('base64');
    const large = await upload(token, { content_base64: tooLarge, alt: ALT });
    expect(large.statusCode).toBe(422);
    expect(large.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { content_base64: ['image_too_large'] },
    });

    const png = (await picture(40, 30).png().toBuffer()).toString('base64');
    const noGerman = await upload(token, { content_base64: png, alt: { en: 'The lighthouse' } });
    expect(noGerman.statusCode).toBe(422);
    expect(noGerman.json().errors).toEqual({ 'alt.de': ['required'] });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"/>').toString(
      'base64',
    );
    const notAnImage = await upload(token, { content_base64: svg, alt: ALT });
    expect(notAnImage.json().errors).toEqual({ content_base64: ['not_an_image'] });
  });

  it('lets only a signed-in owner upload, and refuses a large body of anyone else before reading it', async () => {
    const png = (await picture(40, 30).png().toBuffer()).toString('base64');
    const anonymous = await upload(null, { content_base64: png, alt: ALT });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await staffToken('box_office');
    const boxOffice = await upload(token, { content_base64: 'A'.repeat(1024 * 1024), alt: ALT });
    expect([boxOffice.statusCode, boxOffice.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('keeps the app’s body limit for a body over the upload’s own', async () => {
    const { token } = await staffToken('owner');
    const response = await upload(token, { content_base64: 'A'.repeat(17 * 1024 * 1024), alt: ALT });
    expect(response.statusCode).toBe(413);
  });
});
