import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

describe('mfe-chat routes', () => {
  it.each([
    ['/chats', 'Messages'],
    ['/chats/42', 'Conversation'],
    ['/members/42/chat', 'Chat with this member'],
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its chat namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
