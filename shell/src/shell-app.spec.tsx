import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ENTRY_WARNING_DISMISSED_KEY } from './entry-warning/entry-warning-rules';
import { getRemoteSlot, getSlotHost } from './platform/slots';
import { ShellApp } from './shell-app';

beforeAll(() => initI18n('en'));
// The site-entry warning is confirmed up front, as the browser tests' fixture does: it is a modal dialog,
// so the page behind it is hidden from assistive technology (layouts.spec.tsx tests the warning itself).
beforeEach(() => localStorage.setItem(ENTRY_WARNING_DISMISSED_KEY, new Date().toISOString()));
afterEach(() => {
  localStorage.removeItem(ENTRY_WARNING_DISMISSED_KEY);
  act(() => sessionStore.getState().clearSession());
});

function renderShellAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <I18nextProvider i18n={i18n}>
      <ShellApp />
    </I18nextProvider>,
  );
}

function navigate(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const layoutOf = (container: HTMLElement) => container.querySelector('[data-layout]')?.getAttribute('data-layout');

describe('ShellApp', () => {
  it.each([
    ['/', 'lander'],
    ['/members', 'default'],
    ['/chats/3', 'chat'],
    ['/members/9/chat', 'chat'],
    ['/activate/done', 'empty'],
    ['/landers/gallery/summer', 'lander'],
  ])('renders %s in the %s layout', (path, layout) => {
    const { container } = renderShellAt(path);
    expect(layoutOf(container)).toBe(layout);
  });

  it('shows the spec 404 page for a path no remote owns', () => {
    renderShellAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps the navigation and the footer around an unknown path that only looks like a legal link token', () => {
    // One segment of 16+ letters is the {token} route: its 404 page used to be bare (no layout).
    const { container } = renderShellAt('/this-page-does-not-exist');
    expect(layoutOf(container)).toBe('default');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the mounted remote DOM when the layout changes', () => {
    const { container } = renderShellAt('/members');
    const slot = getRemoteSlot('mfe-chat');
    slot.textContent = 'chat remote content';
    navigate('/chats');
    expect(layoutOf(container)).toBe('chat');
    expect(container.contains(getSlotHost())).toBe(true);
    expect(screen.getByText('chat remote content')).toBe(slot);
  });

  it('offers Login and Get Premium to a logged-out visitor', () => {
    renderShellAt('/members');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
  });

  it('offers messages, likes and credits to a paid member', () => {
    act(() => sessionStore.getState().setUser(buildUser({ id: 1002, credits: 120, paid_user: true })));
    renderShellAt('/members');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows the legal links in the default layout footer', () => {
    renderShellAt('/members');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/pages/privacy');
  });
});
