import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { act, screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

describe('mfe-members routes', () => {
  it.each([
    ['/members', 'Search members'],
    ['/members/42', 'Member profile'],
    ['/likes', 'Likes'],
    ['/likes/m/42', 'Your match'],
    ['/likes/sent', 'Likes'],
    ['/match-finder', 'Match finder'],
    ['/swipe-game', 'Swipe game'],
    ['/profile', 'My profile'],
    ['/notifications', 'Notification settings'],
    ['/settings', 'Settings'],
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    // A lazy route's screen replaces its stand-in (same title) once its chunk is in: let that happen here.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its members namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
