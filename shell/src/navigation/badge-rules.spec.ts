import { BADGE_CAP, CREDITS_BADGE_THRESHOLD, badgeText, creditsBadge, showBackButton } from './badge-rules';

describe('counter badges', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('shows %p as %p', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('caps at the spec number', () => {
    expect(BADGE_CAP).toBe(99);
  });
});

describe('the credits badge of paid members', () => {
  it.each([
    [11, null],
    [10, { credits: 10, tone: 'warning' }],
    [1, { credits: 1, tone: 'warning' }],
    [0, { credits: 0, tone: 'danger' }],
  ])('at %p credits is %p', (credits, badge) => {
    expect(creditsBadge({ paid_user: true, credits })).toEqual(badge);
  });

  it('never shows for a free member, whose link reads Get Premium', () => {
    expect(creditsBadge({ paid_user: false, credits: 0 })).toBeNull();
    expect(creditsBadge(null)).toBeNull();
  });

  it('uses the spec threshold', () => {
    expect(CREDITS_BADGE_THRESHOLD).toBe(10);
  });
});

describe('the back button', () => {
  it.each(['/members/42', '/members/42/chat', '/likes', '/likes/received', '/likes/m/7', '/credits', '/credits/3/ideal', '/credits/repeat-order'])(
    'shows on %s in an installed app',
    (path) => {
      expect(showBackButton(path, true)).toBe(true);
      expect(showBackButton(path, false)).toBe(false);
    },
  );

  it.each(['/members', '/chats', '/', '/profile', '/premium'])('does not show on %s', (path) => {
    expect(showBackButton(path, true)).toBe(false);
  });
});
