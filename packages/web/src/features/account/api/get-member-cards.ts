import { customerMemberCardsEndpoint, type Language, type MemberCardView } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** What the passes are asked about: an event, or a guided tour (its admission tickets). */
export type MemberCardsSubject = { event: number } | { tour: number };

const subjectId = (subject: MemberCardsSubject) => ('event' in subject ? subject.event : subject.tour);

/**
 * GET member/cards?_=&event= (or &tour=): the annual passes of the signed-in customer's orders that
 * are not refunded, each with what it gives for the event or tour (issue 36), to book with one of them.
 */
export async function getMemberCards(
  lang: Language,
  token: string,
  subject: MemberCardsSubject,
  signal?: AbortSignal,
): Promise<MemberCardView[]> {
  return (await apiCall(customerMemberCardsEndpoint, { lang, token, query: subject }, signal)).data.cards;
}

export const memberCardsQueryOptions = (lang: Language, token: string, subject: MemberCardsSubject) =>
  queryOptions({
    queryKey: ['account', 'memberCards', lang, token, subject],
    queryFn: ({ signal }) => getMemberCards(lang, token, subject, signal),
  });

/** Asked only for a signed-in customer (`token`); a guest or a visitor has none to list. */
export const useMemberCards = (lang: Language, token: string | null, subject: MemberCardsSubject) =>
  useQuery({
    ...memberCardsQueryOptions(lang, token ?? '', subject),
    enabled: token !== null && subjectId(subject) > 0,
  });
