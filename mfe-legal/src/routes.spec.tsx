import type { LegalPage } from '@rendezvous/contracts';
import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';
import { queryClient } from './lib/query-client';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

const terms: LegalPage = {
  page: 'terms',
  locale: 'en',
  title: 'Terms and conditions',
  html: '<h1>Terms and conditions</h1><h2>1. Who we are</h2><p>Rendezvous B.V., Amsterdam</p>',
  version: '2023-12-01T12:00:00.000Z',
};

afterEach(() => queryClient.clear());

describe('mfe-legal routes', () => {
  it("shows a legal page as the site service wrote it, in the reader's language, titled by it", async () => {
    const api = mockApi({
      'GET /api/legal.php': (_body, url) => answer(200, { ...terms, locale: url.searchParams.get('locale') ?? '?' }),
    });
    await renderAt('/pages/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Who we are' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Terms and conditions');
    expect(api.calls()).toEqual(['GET /api/legal.php']);
  });

  it('opens the page of a mailed {token} link', async () => {
    mockApi({
      'GET /api/legal.php': (_body, url) =>
        url.searchParams.get('token') === 'Xk3v9QpL2mN8rT5wYb7a' ? answer(200, terms) : envelope(404, 'LEGAL.NOT_FOUND', 'This page could not be found'),
    });
    await renderAt('/Xk3v9QpL2mN8rT5wYb7a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('shows the 404 page for a token no link holds', async () => {
    mockApi({ 'GET /api/legal.php': () => envelope(404, 'LEGAL.NOT_FOUND', 'This page could not be found') });
    await renderAt('/NoSuchToken0000000000');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for a page that is not one of the legal pages, without asking the server', async () => {
    const api = mockApi({});
    await renderAt('/pages/unknown');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('says so, with a retry, when the text cannot be loaded', async () => {
    let fail = true;
    mockApi({ 'GET /api/legal.php': () => (fail ? envelope(400, 'X', 'broken') : answer(200, terms)) });
    await renderAt('/pages/terms');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    fail = false;
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it.each([
    ['/complaints', 'Complaints'],
    ['/lang-config', 'Language configuration'],
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('has its legal namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
