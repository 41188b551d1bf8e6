import { customerMemberCardsEndpoint, type Language, type MemberCardView } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * GET member/cards?_=&event=: the annual passes of the signed-in customer's orders that are not
 * refunded, each with what it gives for `event` (issue 36), to book with one of them.
 */
export async function getMemberCards(
  lang: Language,
  token: string,
  event: number,
  signal?: AbortSignal,
): Promise<MemberCardView[]> {
  return (await apiCall(customerMemberCardsEndpoint, { lang, token, query: { event } }, signal)).data.cards;
}

export const memberCardsQueryOptions = (lang: Language, token: string, event: number) =>
  queryOptions({
    queryKey: ['account', 'memberCards', lang, token, event],
    queryFn: ({ signal }) => getMemberCards(lang, token, event, signal),
  });

/** Asked only for a signed-in customer (`token`); a guest or a visitor has none to list. */
export const useMemberCards = (lang: Language, token: string | null, event: number) =>
  useQuery({ ...memberCardsQueryOptions(lang, token ?? '', event), enabled: token !== null && event > 0 });
