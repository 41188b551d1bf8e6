import { customerMemberCardsEndpoint, memberCardCheckEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http.ts';
import { clientKey, type RateLimitRule, returnRateLimitAttempt, takeRateLimit } from '../../rate-limits.ts';
import { cardOfClaim, customerCards, memberCardView } from './member-claims.service.ts';

export interface MemberClaimRoutesOptions {
  /** Card checks per client that name no card: numbers are guessable. */
  lookupsPerClient: RateLimitRule;
}

/**
 * As voucher codes: a member, or a desk sharing one address, checks a card or two; 30 wrong checks
 * in 10 minutes leave room for typing mistakes and make guessing a number and its surname hopeless.
 */
export const DEFAULT_MEMBER_LOOKUPS_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

export const MEMBER_LOOKUP_LIMIT = 'member-lookup';

/**
 * Runs a lookup of member claims under the client's limit: the attempt is counted first (over the
 * limit, 429 with Retry-After before anything is read), and given back when every claim named a
 * card, so only wrong guesses use up the allowance. Checkout's suggest and payment start use it too.
 */
export async function lookUpMemberClaims<T>(
  db: Db,
  at: { ip: string; now: Date; rule: RateLimitRule },
  lookup: () => Promise<{ found: boolean; result: T }>,
): Promise<T> {
  const subject = clientKey(at.ip);
  await takeRateLimit(db, MEMBER_LOOKUP_LIMIT, subject, at.rule, at.now);
  const { found, result } = await lookup();
  if (found) await returnRateLimitAttempt(db, MEMBER_LOOKUP_LIMIT, subject, at.rule, at.now);
  return result;
}

/** The visitor's card check and the signed-in customer's cards (issue 36). */
export async function memberClaimRoutes(app: FastifyInstance, options: MemberClaimRoutesOptions) {
  registerEndpoint(app, memberCardCheckEndpoint, async ({ shop, body, request }) => {
    const card = await lookUpMemberClaims(
      app.db,
      { ip: request.ip, now: app.clock(), rule: options.lookupsPerClient },
      async () => {
        const found = await cardOfClaim(app.db, shop.shopId, body);
        return { found: found !== null, result: found };
      },
    );
    if (!card)
      throw new AppError(404, 'MEMBER_CARD_NOT_FOUND', 'No annual pass has this member number and surname');
    return { data: memberCardView(card, shop.today, body) };
  });
  registerEndpoint(app, customerMemberCardsEndpoint, async ({ shop, session, query }) => {
    const cards = await customerCards(app.db, shop.shopId, session.customerId);
    return { data: { cards: cards.map((card) => memberCardView(card, shop.today, query)) } };
  });
}
