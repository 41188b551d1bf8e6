import type { Language, StaffRole } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { createShop } from './new-shop.ts';
import { hasAnyShop } from './setup.repository.ts';

export interface StaffCreateInput {
  email: string;
  role: StaffRole;
  name?: string | undefined;
  /** The shop the member belongs to; ignored when the database has none yet (the new one is used). */
  shopId: number;
  lang: Language;
  /** The museum's name, for a shop made now. */
  museum?: string | undefined;
}

export interface StaffCreateResult {
  email: string;
  role: StaffRole;
  /** The one-time sign-in token and until when it works. */
  token: string;
  expiresAt: Date;
  /** The shop was made now (the database had none). */
  madeShopId: number | null;
}

/**
 * What `npm run staff:create` does, wherever it runs (in its own process, or in the running
 * server's when embedded PGlite is open there): on a database without a shop it first makes one
 * with safe defaults (issue 34), then the member with a one-time sign-in link.
 */
export async function createStaffMember(
  db: Db,
  input: StaffCreateInput,
  now: Date,
): Promise<StaffCreateResult> {
  const madeShopId = (await hasAnyShop(db))
    ? null
    : await createShop(db, { lang: input.lang, siteName: input.museum ?? '' });
  const { member, token, expiresAt } = await createMemberWithLink(
    db,
    {
      shopId: madeShopId ?? input.shopId,
      email: input.email,
      name: input.name ?? input.email.split('@')[0] ?? input.email,
      role: input.role,
      lang: input.lang,
    },
    now,
  );
  return { email: member.email, role: input.role, token, expiresAt, madeShopId };
}
