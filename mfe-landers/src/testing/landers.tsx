import type { Campaign, CountryMap, SignupModalProps, TeaserMember } from '@rendezvous/contracts';
import { answer, envelope, mockApi, type ApiMock } from '@rendezvous/api-client/testing';
import { createWidgetParcel, provideWidgetLoader, type WidgetLoader } from '@rendezvous/remote-kit';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Test fixtures of the landers: members as the teaser gives them, a campaign, a small map. */
export const teaserMember = (id: number, name: string, region: string | null = 'Utrecht', changes: Partial<TeaserMember> = {}): TeaserMember => ({
  id,
  name,
  age: 29,
  country: 'NL',
  region,
  fictional: false,
  main_image: { filename: `${id}/full.jpg`, thumb_filename: `${id}/thumb.jpg` },
  ...changes,
});

export const MEMBERS = [teaserMember(1, 'Anna'), teaserMember(2, 'Sara', 'Drenthe'), teaserMember(3, 'Eva', null), teaserMember(4, 'Lotte', 'Utrecht')];

export const campaignOf = (changes: Partial<Campaign>): Campaign => ({
  lander: 'gallery',
  slug: '',
  locale: 'en',
  headline: 'Autumn singles',
  text: 'Meet someone before the winter.',
  images: [],
  cta: 'Join the autumn',
  target: { gender: null },
  updated_at: '2026-11-25T08:00:00.000Z',
  ...changes,
});

export const SMALL_MAP: CountryMap = {
  country: 'NL',
  width: 400,
  height: 470,
  outline: 'M0 0L400 0L400 470L0 470Z',
  regions: [
    { name: 'Utrecht', x: 180, y: 260 },
    { name: 'Drenthe', x: 330, y: 110 },
  ],
};

export interface LanderApi {
  members?: TeaserMember[];
  campaign?: Campaign | null;
  map?: CountryMap;
  /** the member of a member lander by id; others answer 404 */
  member?: TeaserMember;
}

/** Answers a lander's calls as the gateway would (teaser, campaign, map). */
export function mockLanderApi({ members = MEMBERS, campaign = null, map = SMALL_MAP, member }: LanderApi = {}): ApiMock {
  return mockApi({
    'GET /api/campaign.php': () => answer(200, { campaign }),
    'GET /api/map.php': () => answer(200, map),
    'GET /api/members/teaser.php': (_body, url) => {
      const id = url.searchParams.get('id');
      if (id === null) return answer(200, { members });
      return member && String(member.id) === id ? answer(200, { members: [member] }) : envelope(404, 'MEMBERS.NOT_FOUND', 'This page could not be found');
    },
  });
}

export const useLanderSettings = () =>
  act(() =>
    sessionStore.getState().setSettings(
      buildSettings({
        geoip_country: 'NL',
        cdn_prefix: '/photos',
        index_title: 'Rendezvous',
        fictional_icon: '★',
        fictional_singular: 'Entertainment profile',
      }),
    ),
  );

export const renderLanderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

// Stands in for mfe-signup's widget (its own tests cover the modal): a real parcel with the contract's props.
const fakeSignupModal = createWidgetParcel(
  'mfe-signup',
  'fake-signup',
  async () => ({}),
  ({ onClose, landerMemberId }: SignupModalProps) => (
    <button type="button" onClick={onClose} data-lander-member={landerMemberId ?? ''}>
      close the signup modal
    </button>
  ),
);

/** Puts the fake signup modal behind the widget loader for one test; returns the loader to look at. */
export function withFakeSignupModal(): { loader: jest.Mock; restore: () => void } {
  const loader = jest.fn(async () => fakeSignupModal as ParcelConfig);
  provideWidgetLoader(loader as unknown as WidgetLoader);
  return { loader, restore: () => provideWidgetLoader(null) };
}
