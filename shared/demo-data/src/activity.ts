import { DEMO_MEMBER_COUNT, DEMO_REFERENCE_DATE, demoPeople, FREE_DEMO_ACCOUNT_ID, PREMIUM_DEMO_ACCOUNT_ID, type DemoPerson } from './people';

/**
 * What the two demo accounts find waiting for them, so the top navigation's badges show real counts
 * right after `npm start`: conversations with unread messages (the chat service seeds them) and
 * likes, some new (the members service seeds them). Everything is dated before DEMO_REFERENCE_DATE
 * and derived from the frozen demo people, so every run seeds exactly the same rows.
 */

/** The numbers the README and the tests name; the unit tests check the data below adds up to them. */
export const DEMO_BADGE_COUNTS = {
  [PREMIUM_DEMO_ACCOUNT_ID]: { conversations: 3, unreadMessages: 4, likedBy: 5, newLikes: 3, likes: 2 },
  [FREE_DEMO_ACCOUNT_ID]: { conversations: 1, unreadMessages: 2, likedBy: 2, newLikes: 2, likes: 1 },
} as const;

export interface DemoMessage {
  senderId: number;
  body: string;
  sentAt: string;
  /** when the recipient opened it; null = unread */
  readAt: string | null;
}

export interface DemoConversation {
  /** the two members, in either order (the chat service stores the lower id first) */
  members: [number, number];
  /** oldest first */
  messages: DemoMessage[];
}

export interface DemoLike {
  likerId: number;
  likedId: number;
  createdAt: string;
  /** when the liked member opened the liker's profile; null = a new like */
  seenAt: string | null;
}

const reference = Date.parse(DEMO_REFERENCE_DATE);
/** A moment `hours` before the data set's "today". */
const before = (hours: number) => new Date(reference - Math.round(hours * 3_600_000)).toISOString();

/**
 * Plausible partners for a demo account: members of the gender it looks for who would look for it,
 * who joined at least a month before the activity, lowest ids first.
 */
function partnersOf(account: DemoPerson, people: readonly DemoPerson[], count: number): number[] {
  const wanted = account.profile.gender === 'male' ? 'female' : 'male';
  const partners = people
    .filter(
      ({ id, profile, account: joined }) =>
        id <= DEMO_MEMBER_COUNT &&
        profile.gender === wanted &&
        (profile.sexuality === 'hetero' || profile.sexuality === 'bi') &&
        Date.parse(joined.createdAt) < reference - 30 * 24 * 3_600_000,
    )
    .slice(0, count)
    .map(({ id }) => id);
  if (partners.length < count) throw new Error(`demo-data: not enough partners for ${account.id}`);
  return partners;
}

type Line = [who: 'them' | 'me', hoursBefore: number, body: string, read: boolean];

function conversation(me: number, them: number, lines: Line[]): DemoConversation {
  return {
    members: [me, them],
    messages: lines.map(([who, hours, body, read]) => ({
      senderId: who === 'me' ? me : them,
      body,
      sentAt: before(hours),
      // Read ones were opened a quarter of an hour after they arrived.
      readAt: read ? before(hours - 0.25) : null,
    })),
  };
}

interface Activity {
  conversations: DemoConversation[];
  likes: DemoLike[];
}

function generateActivity(people: readonly DemoPerson[]): Activity {
  const byId = new Map(people.map((person) => [person.id, person]));
  const premium = byId.get(PREMIUM_DEMO_ACCOUNT_ID);
  const free = byId.get(FREE_DEMO_ACCOUNT_ID);
  if (!premium || !free) throw new Error('demo-data: the demo accounts are missing');
  const lena = premium.id;
  const daan = free.id;
  const p = partnersOf(premium, people, 8);
  const f = partnersOf(free, people, 3);
  const like = (likerId: number, likedId: number, hours: number, seen: boolean): DemoLike => ({
    likerId,
    likedId,
    createdAt: before(hours),
    seenAt: seen ? before(hours - 1) : null,
  });

  return {
    conversations: [
      // premium: 3 + 1 + 0 unread
      conversation(lena, p[0], [
        ['them', 82, 'Hi Lena, I loved your photos from the gallery night. Which one is your favourite?', true],
        ['me', 81, 'Thank you! The one by the river, I think. Do you take pictures too?', true],
        ['them', 2, 'Only with my phone, I am afraid :)', false],
        ['them', 1.9, 'But I know a good exhibition in Kreuzberg this weekend.', false],
        ['them', 1.8, 'Would you like to go together?', false],
      ]),
      conversation(lena, p[1], [
        ['me', 120, 'Hey, your profile made me smile. How is your week going?', true],
        ['them', 20, 'Hi Lena! Busy but good. Are you going dancing on Friday?', false],
      ]),
      conversation(lena, p[2], [
        ['them', 150, 'Hello from the other side of town!', true],
        ['me', 149, 'Hi! Nice to meet you.', true],
        ['them', 100, 'Shall we have a glass of wine sometime?', true],
      ]),
      // free: 2 unread
      conversation(daan, f[0], [
        ['me', 50, 'Hi! Fancy a coffee at the market on Saturday?', true],
        ['them', 3, 'Hi Daan! Saturday works for me.', false],
        ['them', 2.9, 'Which market did you have in mind?', false],
      ]),
    ],
    likes: [
      // premium: liked by 5, 3 of them new; likes 2 (p[2] likes her back: a match)
      like(p[2], lena, 3, false),
      like(p[3], lena, 8, false),
      like(p[4], lena, 26, false),
      like(p[5], lena, 96, true),
      like(p[6], lena, 170, true),
      like(lena, p[2], 48, false),
      like(lena, p[7], 120, false),
      // free: liked by 2, both new; likes 1
      like(f[1], daan, 5, false),
      like(f[2], daan, 30, false),
      like(daan, f[0], 52, false),
    ],
  };
}

let cache: Activity | null = null;

function activity(): Activity {
  cache ??= generateActivity(demoPeople());
  return cache;
}

/** The demo accounts' conversations and their messages (the chat service seeds them). */
export function demoConversations(): readonly DemoConversation[] {
  return activity().conversations;
}

/** Who liked whom among the demo people (the members service seeds them). */
export function demoLikes(): readonly DemoLike[] {
  return activity().likes;
}

/** The counts a member's badges show for the demo activity: what DEMO_BADGE_COUNTS promises. */
export function demoActivityCounts(memberId: number) {
  const conversations = demoConversations().filter(({ members }) => members.includes(memberId));
  const likedBy = demoLikes().filter((like) => like.likedId === memberId);
  return {
    conversations: conversations.length,
    unreadMessages: conversations.flatMap(({ messages }) => messages).filter((message) => message.senderId !== memberId && message.readAt === null).length,
    likedBy: likedBy.length,
    newLikes: likedBy.filter((like) => like.seenAt === null).length,
    likes: demoLikes().filter((like) => like.likerId === memberId).length,
  };
}
