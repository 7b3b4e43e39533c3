import type { MatchFinderResponse, MemberCard, MemberSearchResponse } from '@rendezvous/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { memberKeys } from './member-keys';

/**
 * The search store's "cached other profiles" (spec 3): a member's card as a search or the match
 * finder already showed it, so opening that profile shows name, age and photo at once while the
 * whole profile loads. Null when no list on this page showed the member.
 */
export function cachedCard(queryClient: QueryClient, id: number): MemberCard | null {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<MemberSearchResponse>>({ queryKey: memberKeys.searches() })) {
    for (const page of data?.pages ?? []) {
      const card = page.results.find((result) => result.id === id) ?? page.similar.find((result) => result.id === id);
      if (card) return card;
    }
  }
  for (const [, data] of queryClient.getQueriesData<MatchFinderResponse>({ queryKey: memberKeys.matchFinders() })) {
    const card = data?.results?.find((result) => result.id === id);
    if (card) return card;
  }
  return null;
}
