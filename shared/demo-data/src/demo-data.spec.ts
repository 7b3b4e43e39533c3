import { createHash } from 'node:crypto';
import { City, State } from 'country-state-city';
import {
  ageOn,
  avatarSvg,
  DEMO_MEMBER_COUNT,
  DEMO_PASSWORD,
  DEMO_REFERENCE_DATE,
  demoPeople,
  FREE_DEMO_ACCOUNT_ID,
  generateDemoPeople,
  initialsOf,
  INTEREST_COUNT,
  PREMIUM_DEMO_ACCOUNT_ID,
  PREMIUM_DEMO_CREDITS,
  SUPPORTED_COUNTRIES,
} from './index';

const members = () => generateDemoPeople().filter((person) => person.id <= DEMO_MEMBER_COUNT);

describe('demo people', () => {
  it('is the same every time it is generated', () => {
    const first = generateDemoPeople();
    const second = generateDemoPeople();
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.map((person) => avatarSvg(person, 'main'))).toEqual(second.map((person) => avatarSvg(person, 'main')));
  });

  it('has not changed without anyone noticing', () => {
    // Databases seeded earlier keep the old data (seeds never overwrite), so a change here makes
    // services disagree about existing demo people until their databases are recreated. Update
    // the fingerprint deliberately and say so in the commit.
    const fingerprint = createHash('sha256').update(JSON.stringify(generateDemoPeople())).digest('hex');
    expect(fingerprint).toBe('ce49a187cc279879e1a3e59e704aeabce4d06ddd943ad1f8460a5b3b6b01f061');
  });

  it('has 300 members with the unique ids 1..300 and e-mails member001..member300', () => {
    const list = members();
    expect(list).toHaveLength(300);
    expect(list.map((person) => person.id)).toEqual(Array.from({ length: 300 }, (_, index) => index + 1));
    expect(new Set(generateDemoPeople().map((person) => person.id)).size).toBe(302);
    expect(list[0]?.account.email).toBe('member001@demo.test');
    expect(list[299]?.account.email).toBe('member300@demo.test');
    expect(new Set(generateDemoPeople().map((person) => person.account.email)).size).toBe(302);
  });

  it('uses every supported country and only those', () => {
    const used = new Set(members().map((person) => person.profile.country));
    expect([...used].sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
  });

  it('places everyone in a real city of the right region (country-state-city)', () => {
    for (const { profile } of generateDemoPeople()) {
      const regions = (City.getCitiesOfCountry(profile.country) ?? [])
        .filter((city) => city.name === profile.city)
        .map((city) => State.getStateByCodeAndCountry(city.stateCode, profile.country)?.name);
      expect({ city: profile.city, region: regions.find((region) => region === profile.region) }).toEqual({ city: profile.city, region: profile.region });
    }
  });

  it('has only adults, 18 on the reference date and today, none older than 70 at the reference date', () => {
    for (const { profile } of generateDemoPeople()) {
      expect(ageOn(profile.birthDate, new Date(DEMO_REFERENCE_DATE))).toBeGreaterThanOrEqual(18);
      expect(ageOn(profile.birthDate, new Date(DEMO_REFERENCE_DATE))).toBeLessThanOrEqual(70);
      expect(ageOn(profile.birthDate, new Date())).toBeGreaterThanOrEqual(18);
    }
  });

  it('has both genders, every sexuality and valid interests', () => {
    const list = members();
    expect(new Set(list.map((person) => person.profile.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(list.map((person) => person.profile.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
    for (const { profile } of list) {
      expect(profile.interests.length).toBeGreaterThanOrEqual(3);
      expect(new Set(profile.interests).size).toBe(profile.interests.length);
      expect(profile.interests.every((id) => Number.isInteger(id) && id >= 1 && id <= INTEREST_COUNT)).toBe(true);
      expect([...profile.interests].sort((a, b) => a - b)).toEqual(profile.interests);
      if (profile.gender === 'male') expect(profile.sexuality).not.toBe('lesbian');
      if (profile.gender === 'female') expect(profile.sexuality).not.toBe('gay');
    }
  });

  it('contains the free and the premium demo account', () => {
    const people = generateDemoPeople();
    const free = people.find((person) => person.id === FREE_DEMO_ACCOUNT_ID);
    const premium = people.find((person) => person.id === PREMIUM_DEMO_ACCOUNT_ID);
    expect(free).toMatchObject({ account: { email: 'free@demo.test', status: 'active' }, membership: { premiumSince: null, credits: 0 } });
    expect(premium).toMatchObject({
      account: { email: 'premium@demo.test', status: 'active' },
      membership: { credits: PREMIUM_DEMO_CREDITS },
    });
    expect(premium?.membership.premiumSince).toEqual(expect.any(String));
    expect(DEMO_PASSWORD).toBe('demo-password-2026');
  });

  it('gives every member a photo under its own folder', () => {
    for (const person of members()) {
      expect(person.profile.photo).toEqual({ filename: `${person.id}/main.svg`, thumbFilename: `${person.id}/thumb.svg` });
    }
  });

  it('is frozen when shared through demoPeople()', () => {
    const people = demoPeople();
    expect(demoPeople()).toBe(people);
    expect(Object.isFrozen(people[0]?.profile.interests)).toBe(true);
  });
});

describe('avatarSvg', () => {
  const person = generateDemoPeople()[0]!;

  it('renders a main picture and a smaller thumbnail with the initials', () => {
    const main = avatarSvg(person, 'main');
    const thumb = avatarSvg(person, 'thumb');
    expect(main).toMatch(/^<svg [^>]*width="480" height="480"/);
    expect(thumb).toMatch(/^<svg [^>]*width="120" height="120"/);
    expect(main).toContain(`>${initialsOf(person.profile.name)}</text>`);
  });

  it('escapes names', () => {
    const svg = avatarSvg({ id: 9, profile: { ...person.profile, name: 'A<b>&"c' } }, 'thumb');
    expect(svg).toContain('aria-label="A&lt;b&gt;&amp;&quot;c"');
    expect(initialsOf('anna maria louise')).toBe('AM');
  });
});
