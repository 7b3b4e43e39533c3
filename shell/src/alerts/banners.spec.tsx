import type { UserProfile } from '@rendezvous/contracts';
import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SMARTPHONE_MEDIA_QUERY } from './alert-rules';
import { BANNER_PRIORITY, selectBanners } from './banner-priority';
import { Banners } from './banners';

// The welcome discount banner belongs to mfe-payments; here only whether the shell shows its slot.
jest.mock('@rendezvous/remote-kit', () => ({
  ...jest.requireActual('@rendezvous/remote-kit'),
  RemoteWidget: ({ widget }: { widget: string }) => <div className="rdv-alert">{widget}</div>,
}));

const PHOTO_INSPECTING = 'Your photo is being inspected. Other members will see it once it is approved.';
const PUSH = 'Turn on notifications so you never miss a message.';
const OFFER = 'WelcomeDiscountBanner';

const inspectedPhoto = (): Partial<UserProfile> => ({ main_image: { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'being_inspected', match: '' } });

/** A new member a minute after signup whose photo waits for an operator, in a browser that can push: three banners due. */
function newMemberWithThreeBannersDue() {
  const user = buildUser({ signup_date: new Date(Date.now() - 60_000).toISOString() });
  act(() => sessionStore.setState({ settings: buildSettings(), user: { ...user, profile: { ...user.profile!, ...inspectedPhoto() } }, userLoaded: true }));
}

function setViewport(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === SMARTPHONE_MEDIA_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** The banners' texts in the order they stand on the screen. */
const shownInOrder = () => screen.queryAllByText(new RegExp(`^(${PHOTO_INSPECTING}|${PUSH}|${OFFER})`)).map((element) => element.textContent ?? '');

const renderBanners = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Banners />
    </I18nextProvider>,
  );

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/swipe-game');
  Object.assign(window, { PushManager: {}, Notification: { permission: 'default' } });
});
afterEach(() => {
  act(() => resetSession());
  delete (window as Partial<Window & { PushManager: unknown; Notification: unknown }>).PushManager;
  delete (window as Partial<Window & { PushManager: unknown; Notification: unknown }>).Notification;
});

describe('the banner priority', () => {
  it('puts what keeps the account working first and the promotion last', () => {
    expect(BANNER_PRIORITY).toEqual(['activation', 'notifications_disabled', 'photo', 'push', 'welcome_discount']);
  });

  it('shows one banner on a phone and folds the rest, in priority order whatever order they came due', () => {
    expect(selectBanners(['welcome_discount', 'push', 'photo'], { phone: true, expanded: false })).toEqual({
      shown: ['photo'],
      folded: ['push', 'welcome_discount'],
    });
    expect(selectBanners(['welcome_discount', 'push', 'photo'], { phone: true, expanded: true })).toEqual({
      shown: ['photo', 'push', 'welcome_discount'],
      folded: [],
    });
    expect(selectBanners(['welcome_discount', 'push', 'photo'], { phone: false, expanded: false })).toEqual({
      shown: ['photo', 'push', 'welcome_discount'],
      folded: [],
    });
    expect(selectBanners([], { phone: true, expanded: false })).toEqual({ shown: [], folded: [] });
  });
});

describe('Banners', () => {
  it('on a phone shows only the photo banner of three due, and the other two behind "Show 2 more notices"', async () => {
    setViewport(true);
    newMemberWithThreeBannersDue();
    renderBanners();
    expect(shownInOrder()).toEqual([expect.stringContaining(PHOTO_INSPECTING)]);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more notices' }));
    expect(shownInOrder()).toEqual([expect.stringContaining(PHOTO_INSPECTING), expect.stringContaining(PUSH), OFFER]);
    expect(screen.queryByRole('button', { name: /more notice/ })).not.toBeInTheDocument();
  });

  it('on a phone brings the next banner up when the first is dismissed', async () => {
    setViewport(true);
    newMemberWithThreeBannersDue();
    renderBanners();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownInOrder()).toEqual([expect.stringContaining(PUSH)]);
    expect(screen.getByRole('button', { name: 'Show 1 more notice' })).toBeInTheDocument();
  });

  it('on a wide screen shows every due banner in priority order', () => {
    setViewport(false);
    newMemberWithThreeBannersDue();
    renderBanners();
    expect(shownInOrder()).toEqual([expect.stringContaining(PHOTO_INSPECTING), expect.stringContaining(PUSH), OFFER]);
    expect(screen.queryByRole('button', { name: /more notice/ })).not.toBeInTheDocument();
  });
});
