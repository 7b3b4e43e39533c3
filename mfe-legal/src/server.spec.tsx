/**
 * The server bundle's entry and the browser's hydration of its markup (issue 12): the same routes give
 * the same markup on both sides, so the browser keeps the server's nodes instead of replacing them.
 */
import { type LegalPage } from '@rendezvous/contracts';
import { mockApi } from '@rendezvous/api-client/testing';
import { hydrateServerRender } from '@rendezvous/remote-kit/testing';
import { act, waitFor } from '@testing-library/react';
import { lifecycles } from './lifecycles';
import { render } from './server';

const terms: LegalPage = {
  page: 'terms',
  locale: 'de',
  title: 'Allgemeine Geschäftsbedingungen',
  html: '<h1>Allgemeine Geschäftsbedingungen</h1><p>Rendezvous B.V. &#38; Co</p>',
  version: '2023-12-01T12:00:00.000Z',
};

describe('mfe-legal server render', () => {
  it('renders a legal page with its text and hands over the answer it used', async () => {
    const asked: string[] = [];
    const result = await render({
      url: '/pages/terms',
      locale: 'de',
      settings: null,
      fetchApi: async <T,>(path: string) => {
        asked.push(path);
        return terms as T;
      },
    });
    expect(asked).toEqual(['/api/legal.php?page=terms&locale=de']);
    expect(result?.status).toBe(200);
    expect(result?.hydrate).toBe(true);
    expect(result?.title).toBe('Allgemeine Geschäftsbedingungen');
    expect(result?.html).toContain('<article class="rdv-prose" lang="de" data-legal-page="terms"><h1>Allgemeine Geschäftsbedingungen</h1>');
    expect(JSON.stringify(result?.state)).toContain('Rendezvous B.V.');
  });

  it('renders the 404 page with status 404 for a token no link holds, for the browser to render afresh', async () => {
    const result = await render({
      url: '/NoSuchToken0000000000',
      locale: 'en',
      settings: null,
      fetchApi: async () => {
        throw Object.assign(new Error('This page could not be found'), { status: 404 });
      },
    });
    expect(result?.status).toBe(404);
    expect(result?.hydrate).toBe(false);
    expect(result?.html).toContain('This page could not be found');
  });

  it('leaves the complaints form and the language table to the browser', async () => {
    const fetchApi = jest.fn();
    expect(await render({ url: '/complaints', locale: 'en', settings: null, fetchApi })).toBeNull();
    expect(await render({ url: '/lang-config', locale: 'en', settings: null, fetchApi })).toBeNull();
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it("is hydrated in the browser: the server's nodes stay, nothing is fetched again, no mismatch", async () => {
    const result = await render({ url: '/pages/terms', locale: 'de', settings: null, fetchApi: async <T,>() => terms as T });
    const { slot, serverHeading, mount } = await hydrateServerRender('mfe-legal', lifecycles, result, { path: '/pages/terms', locale: 'de' });

    const api = mockApi({});
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = mount();
    await parcel.mountPromise;
    await waitFor(() => expect(slot.hasAttribute('data-ssr')).toBe(false));
    expect(slot.querySelector('h1')).toBe(serverHeading);
    expect(slot.querySelector('h1')).toHaveTextContent('Allgemeine Geschäftsbedingungen');
    expect(api.calls()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(() => parcel.unmount());
  });
});
