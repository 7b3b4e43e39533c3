/**
 * The landers' server bundle and the browser's hydration of its markup (issue 12): the home arrives with
 * its members and its styles; the browser keeps the server's nodes and asks for nothing again.
 */
import { type TeaserMember } from '@rendezvous/contracts';
import { mockApi } from '@rendezvous/api-client/testing';
import { hydrateServerRender } from '@rendezvous/remote-kit/testing';
import { act, waitFor } from '@testing-library/react';
import { lifecycles } from './lifecycles';
import { render } from './server';

const teaser: TeaserMember[] = [
  { id: 5, name: 'Mila', age: 27, country: 'DE', region: 'Bayern', fictional: false, main_image: { filename: '5/m.jpg', thumb_filename: '5/m-t.jpg' } },
];

describe('mfe-landers server render', () => {
  it('renders the home with the members of the visitor’s country and hands them over', async () => {
    const asked: string[] = [];
    const result = await render({
      url: '/?network=ads&ref=x',
      locale: 'de',
      settings: { geoip_country: 'DE', index_title: 'Rendezvous – Singles' } as never,
      fetchApi: async <T,>(path: string) => {
        asked.push(path);
        return { members: teaser } as T;
      },
    });
    expect(asked).toEqual(['/api/members/teaser.php?count=12&country=DE']);
    expect(result?.title).toBe('Rendezvous – Singles');
    expect(result?.html).toContain('<h1>Triff Singles in deiner Nähe</h1>');
    expect(result?.html).toContain('Mila, 27');
    expect(result?.html).toContain('src="/photos/5/m-t.jpg"');
    expect(result?.state).toEqual({ teaser });
  });

  it('still renders the home when the teaser cannot be had, without the strip', async () => {
    const result = await render({ url: '/', locale: 'en', settings: null, fetchApi: async () => Promise.reject(Object.assign(new Error('down'), { status: 503 })) });
    expect(result?.html).toContain('Meet singles near you');
    expect(result?.html).not.toContain('rdv-home__members');
  });

  it('leaves the landers that are not built yet to the browser', async () => {
    expect(await render({ url: '/landers/gallery', locale: 'en', settings: null, fetchApi: jest.fn() })).toBeNull();
  });

  it('is hydrated in the browser: the server’s nodes stay and the members are not fetched again', async () => {
    const result = await render({ url: '/', locale: 'en', settings: null, fetchApi: async <T,>() => ({ members: teaser }) as T });
    const { slot, serverHeading, mount } = await hydrateServerRender('mfe-landers', lifecycles, result, { path: '/', locale: 'en' });

    const api = mockApi({});
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = mount();
    await parcel.mountPromise;
    await waitFor(() => expect(slot.hasAttribute('data-ssr')).toBe(false));
    expect(slot.querySelector('h1')).toBe(serverHeading);
    expect(slot.textContent).toContain('Mila, 27');
    expect(api.calls()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(() => parcel.unmount());
  });
});
