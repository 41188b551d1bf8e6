import { memberClaimSchema } from '@museum-shop/contract';
import * as z from 'zod/mini';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/**
 * The annual pass a visitor booked with, remembered for the tab (session storage, issue 36): the
 * next event or tour screen offers it again instead of asking for the number and surname once more.
 */
export const MEMBER_CLAIM_KEY = 'memberClaim';

const rememberedClaimSchema = z.object({
  ...memberClaimSchema.shape,
  /** The holder's name as the card prints it, to name the pass offered. */
  holder: z.string(),
});
export type RememberedClaim = z.infer<typeof rememberedClaimSchema>;

/** The remembered pass; anything unreadable counts as none. */
export function readMemberClaim(): RememberedClaim | null {
  const parsed = rememberedClaimSchema.safeParse(readSessionJson(MEMBER_CLAIM_KEY));
  return parsed.success ? parsed.data : null;
}

export function rememberMemberClaim(claim: RememberedClaim) {
  sessionStore.set(MEMBER_CLAIM_KEY, JSON.stringify(claim));
}

/** "Stop using it": the next screen offers it no more. */
export function forgetMemberClaim() {
  sessionStore.remove(MEMBER_CLAIM_KEY);
}
