import { initI18n } from '@rendezvous/i18n';
import { act, screen, within } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { guardRemoteLifecycles, initialRemotesManifest, type SlotProps } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeAll(() => initI18n('en'));

function slot(): SlotProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { domElement };
}

describe('guardRemoteLifecycles', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the localized fallback in the slot when a remote throws while mounting', async () => {
    const broken: LifeCycles<SlotProps> = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('remote bug');
      },
      unmount: async () => undefined,
    };
    const props = slot();
    const guarded = guardRemoteLifecycles('mfe-chat', broken);
    await act(() => (guarded.mount as (p: SlotProps) => Promise<void>)(props));
    const fallback = within(props.domElement).getByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the site could not be loaded right now.');
    expect(within(props.domElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await act(() => (guarded.unmount as (p: SlotProps) => Promise<void>)(props));
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('mounts and unmounts a healthy remote untouched', async () => {
    const calls: string[] = [];
    const healthy: LifeCycles<SlotProps> = {
      bootstrap: async () => undefined,
      mount: [async ({ domElement }) => void (domElement.textContent = 'chat content'), async () => void calls.push('mounted')],
      unmount: async ({ domElement }) => {
        domElement.textContent = '';
        calls.push('unmounted');
      },
    };
    const props = slot();
    const guarded = guardRemoteLifecycles('mfe-chat', healthy);
    await (guarded.mount as (p: SlotProps) => Promise<void>)(props);
    expect(props.domElement).toHaveTextContent('chat content');
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    await (guarded.unmount as (p: SlotProps) => Promise<void>)(props);
    expect(calls).toEqual(['mounted', 'unmounted']);
  });
});

describe('initialRemotesManifest', () => {
  const live = {
    remotes: [
      {
        name: 'mfe-chat',
        scope: 'mfe_chat',
        version: '0.1.0-abc',
        manifestUrl: '/cdn/mfe-chat/0.1.0-abc/mf-manifest.json',
        entryUrl: '/cdn/mfe-chat/0.1.0-abc/remoteEntry.js',
      },
    ],
  };
  afterEach(() => {
    document.getElementById('rdv-remotes')?.remove();
    jest.restoreAllMocks();
  });

  it('takes the manifest the gateway inlined into the page, without a request', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    document.head.insertAdjacentHTML('beforeend', `<script id="rdv-remotes" type="application/json">${JSON.stringify(live)}</script>`);
    await expect(initialRemotesManifest()).resolves.toEqual(live);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks /api/remotes.json when the page carries none or an unreadable one', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(live), { status: 200, headers: { 'content-type': 'application/json' } }));
    document.head.insertAdjacentHTML('beforeend', '<script id="rdv-remotes" type="application/json">{not json</script>');
    await expect(initialRemotesManifest()).resolves.toEqual(live);
    expect(String(fetchSpy.mock.calls[0][0])).toContain('/api/remotes.json');
  });
});
