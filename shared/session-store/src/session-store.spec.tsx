import { act, render, screen } from '@testing-library/react';
import { sessionStore, useSession } from './session-store';

function UnreadBadge() {
  const unread = useSession((state) => state.badges.unreadMessages);
  return <span>unread {unread}</span>;
}

describe('session store', () => {
  afterEach(() => act(() => sessionStore.getState().clearSession()));

  it('re-renders a subscriber when a badge counter changes', () => {
    render(<UnreadBadge />);
    expect(screen.getByText('unread 0')).toBeInTheDocument();
    act(() => sessionStore.getState().setBadges({ unreadMessages: 3 }));
    expect(screen.getByText('unread 3')).toBeInTheDocument();
  });

  it('keeps the other counter when one is updated', () => {
    sessionStore.getState().setBadges({ unreadMessages: 2, newLikes: 5 });
    sessionStore.getState().setBadges({ newLikes: 1 });
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 2, newLikes: 1 });
  });

  it('forgets the member and the counters on clearSession', () => {
    sessionStore.getState().setUser({ id: 1, status: 'active', credits: 3, paid_user: true, language: 'en', profile: null });
    sessionStore.getState().setBadges({ unreadMessages: 4 });
    sessionStore.getState().clearSession();
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().badges.unreadMessages).toBe(0);
  });
});
