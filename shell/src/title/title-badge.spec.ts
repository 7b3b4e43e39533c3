import { sessionStore } from '@rendezvous/session-store';
import { resetSession } from '@rendezvous/session-store/testing';
import { setAppBadge, syncTitleAndAppBadge, titleWithCount } from './title-badge';

describe('titleWithCount', () => {
  it.each([
    ['Rendezvous', 0, 0, 'Rendezvous'],
    ['Rendezvous', 3, 0, '(3) Rendezvous'],
    ['(3) Rendezvous', 5, 3, '(5) Rendezvous'],
    ['(3) Rendezvous', 0, 3, 'Rendezvous'],
    ['(2023) A film title', 0, 0, '(2023) A film title'],
    ['(2023) A film title', 2, 0, '(2) (2023) A film title'],
  ])('%p with %p (prefix for %p written before) becomes %p', (title, count, applied, expected) => {
    expect(titleWithCount(title, count, applied)).toBe(expected);
  });
});

describe('syncTitleAndAppBadge', () => {
  let stop: () => void = () => undefined;
  const badging = navigator as unknown as { setAppBadge?: jest.Mock; clearAppBadge?: jest.Mock };

  beforeEach(() => {
    document.title = 'Rendezvous';
    badging.setAppBadge = jest.fn(async () => undefined);
    badging.clearAppBadge = jest.fn(async () => undefined);
  });
  afterEach(() => {
    stop();
    resetSession();
    delete badging.setAppBadge;
    delete badging.clearAppBadge;
  });

  it('prefixes the title and sets the app badge with unread messages plus new likes', () => {
    stop = syncTitleAndAppBadge(sessionStore);
    sessionStore.getState().setBadges({ unreadMessages: 2, newLikes: 3 });
    expect(document.title).toBe('(5) Rendezvous');
    expect(badging.setAppBadge).toHaveBeenLastCalledWith(5);
  });

  it('clears both when nothing is new', () => {
    sessionStore.getState().setBadges({ unreadMessages: 1 });
    stop = syncTitleAndAppBadge(sessionStore);
    expect(document.title).toBe('(1) Rendezvous');
    sessionStore.getState().setBadges({ unreadMessages: 0 });
    expect(document.title).toBe('Rendezvous');
    expect(badging.clearAppBadge).toHaveBeenCalled();
  });

  it('puts the prefix back when a remote sets its own title', async () => {
    sessionStore.getState().setBadges({ newLikes: 4 });
    stop = syncTitleAndAppBadge(sessionStore);
    document.title = 'Chats';
    await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers report in a microtask
    expect(document.title).toBe('(4) Chats');
  });

  it('survives a browser without the Badging API', () => {
    delete badging.setAppBadge;
    delete badging.clearAppBadge;
    expect(() => setAppBadge(3)).not.toThrow();
  });
});
