import type { MemberCard, MemberSearchResponse } from '@rendezvous/contracts';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { cachedCard } from './cached-cards';
import { memberKeys } from './member-keys';

const card = (id: number, name: string): MemberCard => ({
  id,
  name,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: null,
  city: null,
  main_image: null,
  online: false,
  premium: false,
  fictional: false,
});

describe('cachedCard (spec 3: cached other profiles)', () => {
  it('finds a member among the results and similar members of any search page, or in a match finder run', () => {
    const client = new QueryClient();
    const page = (results: MemberCard[], similar: MemberCard[] = []): MemberSearchResponse => ({
      page: 1,
      results,
      similar,
      numResults: results.length,
      numResultsCapped: false,
    });
    client.setQueryData<InfiniteData<MemberSearchResponse>>(memberKeys.search({ gender: 'female' }), {
      pages: [page([card(1, 'Ann')]), page([card(2, 'Bea')], [card(3, 'Cato')])],
      pageParams: [1, 2],
    });
    client.setQueryData(memberKeys.matchFinder({ gender: 'female' }), { results: [{ ...card(4, 'Dora'), shared_interests: [], distance_km: null }] });
    expect(cachedCard(client, 2)?.name).toBe('Bea');
    expect(cachedCard(client, 3)?.name).toBe('Cato');
    expect(cachedCard(client, 4)?.name).toBe('Dora');
    expect(cachedCard(client, 5)).toBeNull();
  });
});
