import { timingSafeEqual } from 'node:crypto';
import { LANGUAGES, STAFF_ROLES } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createStaffMember } from '../features/staff/setup/first-owner.ts';
import { isLoopbackHost } from '../lib/shop-links.ts';

/** What `staff:create` sends to the running server. */
export const staffCreateRequestSchema = z.strictObject({
  email: z.string().min(3).max(320).includes('@'),
  role: z.enum(STAFF_ROLES),
  name: z.string().min(1).max(200).optional(),
  shopId: z.number().int().positive(),
  lang: z.enum(LANGUAGES),
  museum: z.string().max(200).optional(),
});

const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackHost(request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '');

function tokenMatches(sent: unknown, token: string) {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The control calls of the commands that work beside a running server on embedded PGlite
 * (control-file.ts): from this machine only, with the token of the data folder's control file.
 * Anything else is a plain 404, as if there were no such address.
 */
export async function controlRoutes(app: FastifyInstance, options: { token: string }) {
  app.post('/control/staff-create', async (request, reply) => {
    if (!fromThisMachine(request) || !tokenMatches(request.headers['x-control-token'], options.token))
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    const input = staffCreateRequestSchema.safeParse(request.body);
    if (!input.success)
      return reply.code(400).send({ code: 'INVALID_REQUEST', message: z.prettifyError(input.error) });
    const created = await createStaffMember(app.db, input.data, app.clock());
    return { ...created, expiresAt: created.expiresAt.toISOString() };
  });
}
