import {
  DEMO_BADGE_COUNTS,
  DEMO_REFERENCE_DATE,
  demoActivityCounts,
  demoConversations,
  demoLikes,
  demoPeople,
  FREE_DEMO_ACCOUNT_ID,
  PREMIUM_DEMO_ACCOUNT_ID,
} from './index';

describe('demo activity', () => {
  it('adds up to the badge counts the README and the tests name', () => {
    expect(demoActivityCounts(PREMIUM_DEMO_ACCOUNT_ID)).toEqual(DEMO_BADGE_COUNTS[PREMIUM_DEMO_ACCOUNT_ID]);
    expect(demoActivityCounts(FREE_DEMO_ACCOUNT_ID)).toEqual(DEMO_BADGE_COUNTS[FREE_DEMO_ACCOUNT_ID]);
  });

  it('keeps the free account within the spec limit of 2 conversations', () => {
    expect(DEMO_BADGE_COUNTS[FREE_DEMO_ACCOUNT_ID].conversations).toBeLessThanOrEqual(2);
  });

  it('only involves existing demo people, each pair and like once, never with oneself', () => {
    const ids = new Set(demoPeople().map((person) => person.id));
    const pairs = demoConversations().map(({ members }) => [...members].sort((a, b) => a - b).join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { members, messages } of demoConversations()) {
      expect(members[0]).not.toBe(members[1]);
      for (const id of members) expect(ids.has(id)).toBe(true);
      for (const message of messages) expect(members).toContain(message.senderId);
    }
    const likes = demoLikes().map((like) => `${like.likerId}>${like.likedId}`);
    expect(new Set(likes).size).toBe(likes.length);
    for (const like of demoLikes()) {
      expect(like.likerId).not.toBe(like.likedId);
      expect(ids.has(like.likerId) && ids.has(like.likedId)).toBe(true);
    }
  });

  it('happens before the reference date, messages in order, after everyone joined', () => {
    const joined = new Map(demoPeople().map((person) => [person.id, Date.parse(person.account.createdAt)]));
    const reference = Date.parse(DEMO_REFERENCE_DATE);
    for (const { members, messages } of demoConversations()) {
      const sent = messages.map((message) => Date.parse(message.sentAt));
      expect(sent).toEqual([...sent].sort((a, b) => a - b));
      for (const at of sent) {
        expect(at).toBeLessThan(reference);
        for (const id of members) expect(at).toBeGreaterThan(joined.get(id) ?? Infinity);
      }
    }
    for (const like of demoLikes()) {
      expect(Date.parse(like.createdAt)).toBeLessThan(reference);
      if (like.seenAt) expect(Date.parse(like.seenAt)).toBeGreaterThan(Date.parse(like.createdAt));
    }
  });
});
