import {
  type Language,
  type MemberCardView,
  type MemberClaim,
  memberCardCheckEndpoint,
} from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client.ts';
import type { MemberSubject } from './member-pass.ts';

/**
 * POST member/card: an annual pass's member number and surname, checked for one event or guided
 * tour (issue 36). Answers the card's state and what it gives for it (for a tour: benefitForTour); 404 MEMBER_CARD_NOT_FOUND for an
 * unknown number or a wrong surname alike, 429 RATE_LIMITED (with Retry-After) after many tries.
 */
export async function checkMemberCard(
  lang: Language,
  claim: MemberClaim,
  subject: MemberSubject,
  signal?: AbortSignal,
): Promise<MemberCardView> {
  const body = { number: claim.number.trim(), lname: claim.lname.trim(), ...subject };
  return (await apiCall(memberCardCheckEndpoint, { lang, body }, signal)).data;
}

/** A check the visitor starts: a mutation, so a claim typed twice is asked twice. */
export const useMemberCardCheck = (lang: Language, subject: MemberSubject) =>
  useMutation({ mutationFn: (claim: MemberClaim) => checkMemberCard(lang, claim, subject) });
