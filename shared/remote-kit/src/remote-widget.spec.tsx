import type { MatchModalProps } from '@rendezvous/contracts';
import { changeI18nLocale, i18n, initI18n } from '@rendezvous/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { I18nextProvider } from 'react-i18next';
import type { ParcelConfig } from 'single-spa';
import { createWidgetParcel } from './create-lifecycles';
import { RemoteWidget } from './remote-widget';
import { provideWidgetLoader, type WidgetLoader } from './widget-loader';

// A real widget parcel (createWidgetParcel, as the remotes build theirs) mounted by single-spa's real
// mountRootParcel; only the fetch through the Module Federation runtime is the test's own loader.
function TestMatchModal({ member, onAction, onClose }: MatchModalProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('title')}>
      <p>{member.name}</p>
      <button type="button" onClick={() => onAction(member.id)}>
        {t('action')}
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </section>
  );
}
const matchParcel = createWidgetParcel(
  'mfe-members',
  'widget-test',
  async (locale) => (locale === 'de' ? { title: 'Ein Match', action: 'Schreiben' } : { title: "It's a Match", action: 'Write' }),
  TestMatchModal,
);

const member = { id: 7, name: 'Anna', photoUrl: null };

function renderWidget(props: Partial<MatchModalProps> = {}) {
  const handlers = { onPhoto: jest.fn(), onAction: jest.fn(), onClose: jest.fn() };
  const view = (extra: Partial<MatchModalProps>) => (
    <I18nextProvider i18n={i18n}>
      <RemoteWidget remote="mfe-members" widget="MatchModal" props={{ member, ...handlers, ...props, ...extra }} loading={<p>loading…</p>} />
    </I18nextProvider>
  );
  const result = render(view({}));
  return { ...result, handlers, rerenderWith: (extra: Partial<MatchModalProps>) => result.rerender(view(extra)) };
}

describe('RemoteWidget', () => {
  let loader: jest.Mock<Promise<ParcelConfig>, [string, string, { fresh: boolean }]>;

  beforeAll(() => initI18n('en'));
  beforeEach(async () => {
    await changeI18nLocale('en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loader = jest.fn(async (_remote: string, _widget: string, _options: { fresh: boolean }) => matchParcel as ParcelConfig);
    provideWidgetLoader(loader as unknown as WidgetLoader);
  });
  afterEach(() => {
    provideWidgetLoader(null);
    jest.restoreAllMocks();
  });

  it('mounts the widget of another remote as a parcel, with its own translations and the caller’s props', async () => {
    const { handlers } = renderWidget();
    expect(screen.getByText('loading…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: "It's a Match" })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe-members', 'MatchModal', { fresh: false });
    expect(screen.getByText('Anna')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(handlers.onAction).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });

  it('passes changed props on to the mounted widget and unmounts it with the caller', async () => {
    const { rerenderWith, unmount } = renderWidget();
    await screen.findByText('Anna');
    rerenderWith({ member: { id: 8, name: 'Bea', photoUrl: null } });
    expect(await screen.findByText('Bea')).toBeInTheDocument();
    const mountedIn = screen.getByText('Bea').closest('div');
    unmount();
    await waitFor(() => expect(mountedIn?.isConnected).toBe(false));
    expect(screen.queryByText('Bea')).not.toBeInTheDocument();
  });

  it('shows the localized fallback when the remote cannot be loaded, and the widget after a retry', async () => {
    await changeI18nLocale('de');
    loader.mockRejectedValueOnce(new Error('remote down'));
    renderWidget();
    expect(await screen.findByText('Dieser Teil der Website konnte gerade nicht geladen werden.')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(await screen.findByRole('region', { name: 'Ein Match' })).toBeInTheDocument();
    // The retry fetches afresh (the shell reads the live manifest again).
    expect(loader).toHaveBeenLastCalledWith('mfe-members', 'MatchModal', { fresh: true });
  });

  it('shows the fallback when no loader was provided (a remote running on its own)', async () => {
    provideWidgetLoader(null);
    renderWidget();
    expect(await screen.findByText('This part of the site could not be loaded right now.')).toBeInTheDocument();
  });

  it('shows the fallback when the widget fails to mount, without breaking its caller', async () => {
    loader.mockResolvedValueOnce({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount failed');
      },
      unmount: async () => undefined,
    } as ParcelConfig);
    render(
      <I18nextProvider i18n={i18n}>
        <p>the page goes on</p>
        <RemoteWidget remote="mfe-chat" widget="GiftPicker" props={{ recipientId: 3, onClose: () => undefined }} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('the page goes on')).toBeInTheDocument();
  });
});
