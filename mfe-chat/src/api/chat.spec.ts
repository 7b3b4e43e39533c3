import { MEMBER_CARDS_MAX_IDS, type MemberCard } from '@rendezvous/contracts';
import { answer, mockApi } from '@rendezvous/api-client/testing';
import { getCards } from './chat';

const card = (id: number) => ({ id, name: `Member ${id}` }) as MemberCard;

describe('getCards', () => {
  it('asks for a long conversation list in batches the call accepts, and keeps the order', async () => {
    const asked: number[][] = [];
    const api = mockApi({
      'GET /api/members/cards': (_body, url) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        asked.push(ids);
        return answer(200, { cards: ids.filter((id) => id % 7 !== 0).map(card) });
      },
    });
    const ids = Array.from({ length: MEMBER_CARDS_MAX_IDS * 2 + 3 }, (_, i) => i + 1);
    const cards = await getCards(ids);
    expect(api.calls()).toHaveLength(3);
    expect(asked.every((batch) => batch.length <= MEMBER_CARDS_MAX_IDS)).toBe(true);
    expect(cards.map((c) => c.id)).toEqual(ids.filter((id) => id % 7 !== 0));
    expect(await getCards([])).toEqual([]);
  });
});
