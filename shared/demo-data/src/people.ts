import { FIRST_NAMES } from './names';
import { placesOf, SUPPORTED_COUNTRIES, type Locale, type Place, type SupportedCountry } from './places';
import {
  BODY_TYPES,
  EYE_COLOURS,
  INTEREST_COUNT,
  type BodyType,
  type EyeColour,
  type Gender,
  type HairColour,
  type RelationshipStatus,
  type Sexuality,
  type Tattoos,
} from './profile-options';
import { intBetween, pick, seededRandom, shuffled, weighted, type Random } from './random';

/** The password of every demo account (documented in the README and the start banner). */
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_MEMBER_COUNT = 300;
export const FREE_DEMO_ACCOUNT_ID = 1001;
export const PREMIUM_DEMO_ACCOUNT_ID = 1002;
/**
 * Demo members an operator would flag as fictional (the site's fictional_icon shows on them, and
 * only they like automatically: auto-like.php): every twentieth, 15 of the 300.
 */
export const isFictionalDemoMember = (id: number) => id <= DEMO_MEMBER_COUNT && id % 20 === 7;
/** Credits the premium demo account starts with. */
export const PREMIUM_DEMO_CREDITS = 120;

/**
 * The data set's own "today". Dates are fixed rather than relative to the clock, so a service
 * seeding next month writes exactly what one seeding today wrote.
 */
export const DEMO_REFERENCE_DATE = '2026-01-01T00:00:00.000Z';
const MIN_AGE = 18;
/** Oldest age at the reference date; a year later nobody is past 70. */
const MAX_AGE = 69;
const SEED = 20_260_101;
const DAY_MS = 86_400_000;

export interface DemoAccount {
  /** lower case, as identity stores it */
  email: string;
  language: Locale;
  status: 'active';
  createdAt: string;
}

export interface DemoPhoto {
  /** path below PHOTO_DIR (served at /photos/<filename>) */
  filename: string;
  thumbFilename: string;
}

export interface DemoProfile {
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  /** YYYY-MM-DD */
  birthDate: string;
  country: SupportedCountry;
  region: string;
  city: string;
  aboutMe: string;
  reason: string;
  tattoos: Tattoos;
  hairColour: HairColour;
  eyeColour: EyeColour;
  bodyType: BodyType;
  relationshipStatus: RelationshipStatus;
  /** ascending interest ids, 1..50 */
  interests: number[];
  /** the generated avatar; null for an account that should show the "add a photo" alert */
  photo: DemoPhoto | null;
}

export interface DemoMembership {
  premiumSince: string | null;
  credits: number;
}

/** One person; identity seeds `account`, members `profile`, payments `membership`, all under `id`. */
export interface DemoPerson {
  id: number;
  account: DemoAccount;
  profile: DemoProfile;
  membership: DemoMembership;
}

const HOBBIES = [
  'hiking',
  'cooking for friends',
  'live music',
  'cycling',
  'reading',
  'travelling',
  'yoga',
  'photography',
  'board games',
  'running',
  'gardening',
  'films',
  'dancing',
  'city trips',
  'trying new restaurants',
  'swimming',
  'painting',
  'football',
];
const OPENERS = [
  'Easy-going {age}-year-old from {city}.',
  'Born and raised in {city}, and still happy here.',
  'Living in {city} for a few years now.',
  'Curious, cheerful and a bit of a night owl.',
  'Down to earth, honest and always up for a laugh.',
  'Friends say I am a good listener and a terrible singer.',
];
const MIDDLES = [
  'My weekends are for {hobby} and {hobby2}.',
  'You will usually find me enjoying {hobby} or {hobby2}.',
  'I could talk for hours about {hobby}.',
  'Big fan of {hobby}, and slowly getting into {hobby2}.',
];
const CLOSERS = [
  'Send me a message if you want to get to know me.',
  'Looking forward to meeting someone who makes me laugh.',
  'Coffee first, then we will see where it goes.',
  'Say hi and tell me about your favourite place in {city}.',
];
const REASONS = [
  'Looking for a serious relationship',
  'Looking for a date',
  'Looking for something casual',
  'Looking for new friends',
  'Curious to see who is out there',
  'Looking for someone to chat with',
];

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A birth date giving exactly `age` on the reference date (born between 2 Jan and 31 Dec). */
function birthDateFor(random: Random, age: number): string {
  const referenceYear = new Date(DEMO_REFERENCE_DATE).getUTCFullYear();
  const start = Date.UTC(referenceYear - age - 1, 0, 2);
  return isoDate(start + intBetween(random, 0, 363) * DAY_MS);
}

/** Mostly 22..45 as on a real dating site, with the younger and older ends present too. */
function ageFor(random: Random): number {
  const band = weighted(random, [
    ['young', 15],
    ['core', 65],
    ['older', 20],
  ] as const);
  if (band === 'young') return intBetween(random, MIN_AGE, 21);
  if (band === 'core') return intBetween(random, 22, 45);
  return intBetween(random, 46, MAX_AGE);
}

function sexualityFor(random: Random, gender: Gender): Sexuality {
  return weighted(random, [
    ['hetero', 80],
    [gender === 'male' ? 'gay' : 'lesbian', 10],
    ['bi', 10],
  ] as const);
}

function hairFor(random: Random, age: number): HairColour {
  if (age >= 45 && random() < 0.4) return 'grey';
  return weighted(random, [
    ['brown', 40],
    ['blond', 25],
    ['black', 25],
    ['red', 10],
  ] as const);
}

function relationshipFor(random: Random, age: number): RelationshipStatus {
  return weighted(random, [
    ['single', 60],
    ['divorced', age >= 28 ? 15 : 0],
    ['separated', age >= 25 ? 7 : 0],
    ['widowed', age >= 45 ? 5 : 0],
    ['open_relationship', 6],
    ['in_a_relationship', 4],
  ] as const);
}

function interestsFor(random: Random): number[] {
  const all = Array.from({ length: INTEREST_COUNT }, (_, index) => index + 1);
  return shuffled(random, all)
    .slice(0, intBetween(random, 3, 8))
    .sort((a, b) => a - b);
}

function aboutMeFor(random: Random, age: number, city: string): string {
  const [hobby, hobby2] = shuffled(random, HOBBIES) as [string, string];
  const fill = (text: string) => text.replace('{age}', String(age)).replaceAll('{city}', city).replace('{hobby}', hobby).replace('{hobby2}', hobby2);
  const parts = [pick(random, OPENERS), pick(random, MIDDLES)];
  if (random() < 0.7) parts.push(pick(random, CLOSERS));
  return parts.map(fill).join(' ');
}

function photoOf(id: number): DemoPhoto {
  return { filename: `${id}/main.svg`, thumbFilename: `${id}/thumb.svg` };
}

export const demoEmailOf = (id: number) => `member${String(id).padStart(3, '0')}@demo.test`;

function generateMembers(): DemoPerson[] {
  const random = seededRandom(SEED);
  const reference = Date.parse(DEMO_REFERENCE_DATE);
  // Per country a shuffled deck of names per gender: members of one country get different names.
  const decks = new Map<string, { names: string[]; next: number }>();
  const nextName = (country: SupportedCountry, gender: Gender) => {
    const key = `${country}:${gender}`;
    let deck = decks.get(key);
    if (!deck) {
      deck = { names: shuffled(random, FIRST_NAMES[country][gender]), next: 0 };
      decks.set(key, deck);
    }
    const name = deck.names[deck.next % deck.names.length] as string;
    deck.next += 1;
    return name;
  };

  const members: DemoPerson[] = [];
  for (let id = 1; id <= DEMO_MEMBER_COUNT; id += 1) {
    // Round robin over the countries: every country gets its share (18 or 19 members).
    const country = SUPPORTED_COUNTRIES[(id - 1) % SUPPORTED_COUNTRIES.length] as SupportedCountry;
    const place: Place = pick(random, placesOf(country));
    const gender: Gender = random() < 0.5 ? 'female' : 'male';
    const age = ageFor(random);
    const createdAt = new Date(reference - intBetween(random, 1, 720) * DAY_MS - intBetween(random, 0, DAY_MS / 1000 - 1) * 1000).toISOString();
    members.push({
      id,
      account: { email: demoEmailOf(id), language: place.locale, status: 'active', createdAt },
      profile: {
        name: nextName(country, gender),
        gender,
        sexuality: sexualityFor(random, gender),
        birthDate: birthDateFor(random, age),
        country,
        region: place.region,
        city: place.city,
        aboutMe: aboutMeFor(random, age, place.city),
        reason: pick(random, REASONS),
        tattoos: weighted(random, [
          ['none', 55],
          ['a_few', 35],
          ['many', 10],
        ] as const),
        hairColour: hairFor(random, age),
        eyeColour: pick(random, EYE_COLOURS),
        bodyType: pick(random, BODY_TYPES),
        relationshipStatus: relationshipFor(random, age),
        interests: interestsFor(random),
        photo: photoOf(id),
      },
      membership: { premiumSince: null, credits: 0 },
    });
  }
  return members;
}

function placeIn(country: SupportedCountry, city: string): Place {
  const place = placesOf(country).find((candidate) => candidate.city === city);
  if (!place) throw new Error(`demo-data: ${city} is not a demo city of ${country}`);
  return place;
}

/**
 * The two accounts testers log in with. English, so anyone can read the site; the free one has no
 * photo so the spec's "add a profile photo" alert can be seen.
 */
function generateDemoAccounts(): DemoPerson[] {
  const amsterdam = placeIn('NL', 'Amsterdam');
  const berlin = placeIn('DE', 'Berlin');
  return [
    {
      id: FREE_DEMO_ACCOUNT_ID,
      account: { email: 'free@demo.test', language: 'en', status: 'active', createdAt: '2025-11-03T19:24:00.000Z' },
      profile: {
        name: 'Daan',
        gender: 'male',
        sexuality: 'hetero',
        birthDate: '1991-04-12',
        country: 'NL',
        region: amsterdam.region,
        city: amsterdam.city,
        aboutMe: 'Architect from Amsterdam who cycles everywhere. Weekends are for markets, music and the beach.',
        reason: 'Looking for a date',
        tattoos: 'none',
        hairColour: 'blond',
        eyeColour: 'blue',
        bodyType: 'athletic',
        relationshipStatus: 'single',
        interests: [7, 11, 19, 26, 47],
        photo: null,
      },
      membership: { premiumSince: null, credits: 0 },
    },
    {
      id: PREMIUM_DEMO_ACCOUNT_ID,
      account: { email: 'premium@demo.test', language: 'en', status: 'active', createdAt: '2025-06-14T20:05:00.000Z' },
      profile: {
        name: 'Lena',
        gender: 'female',
        sexuality: 'hetero',
        birthDate: '1994-09-03',
        country: 'DE',
        region: berlin.region,
        city: berlin.city,
        aboutMe: 'Photographer in Berlin. I love galleries, dancing until late and a good glass of wine afterwards.',
        reason: 'Looking for a serious relationship',
        tattoos: 'a_few',
        hairColour: 'brown',
        eyeColour: 'green',
        bodyType: 'slim',
        relationshipStatus: 'single',
        interests: [4, 13, 25, 31, 50],
        photo: photoOf(PREMIUM_DEMO_ACCOUNT_ID),
      },
      membership: { premiumSince: '2025-06-15T09:30:00.000Z', credits: PREMIUM_DEMO_CREDITS },
    },
  ];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Builds the whole data set from scratch: 300 members (ids 1..300), then the two demo accounts. */
export function generateDemoPeople(): DemoPerson[] {
  return [...generateMembers(), ...generateDemoAccounts()];
}

let cache: readonly DemoPerson[] | null = null;

/** The data set, built once per process and frozen so one seeder cannot change another's view. */
export function demoPeople(): readonly DemoPerson[] {
  cache ??= deepFreeze(generateDemoPeople());
  return cache;
}

/** Age in whole years on a given day (the members service computes it the same way). */
export function ageOn(birthDate: string, on: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  return on.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}
