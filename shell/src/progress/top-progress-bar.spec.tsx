import { i18n, initI18n } from '@rendezvous/i18n';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, TopProgressBar } from './top-progress-bar';

beforeAll(() => initI18n('en'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const fire = (name: 'before-routing-event' | 'routing-event') => act(() => void window.dispatchEvent(new Event(`single-spa:${name}`)));
const bar = () => screen.queryByRole('progressbar', { name: 'Loading…' });

function renderBar() {
  render(
    <I18nextProvider i18n={i18n}>
      <TopProgressBar />
    </I18nextProvider>,
  );
}

describe('the top progress bar', () => {
  it('stays hidden for a route change that finishes within 200 ms', () => {
    renderBar();
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1));
    fire('routing-event');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms of loading, fills over 5000 ms and goes when the route is ready', () => {
    renderBar();
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    expect(bar()?.firstElementChild).toHaveStyle({ transitionDuration: `${PROGRESS_DURATION_MS}ms` });
    fire('routing-event');
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(300));
    expect(bar()).toBeNull();
  });

  it('waits for overlapping route changes to finish', () => {
    renderBar();
    fire('before-routing-event');
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    fire('routing-event');
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    fire('routing-event');
    expect(bar()).toHaveAttribute('aria-busy', 'false');
  });

  it('goes when a quick route change (a redirect) starts while it fades out after a slow one', () => {
    renderBar();
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    fire('routing-event');
    act(() => jest.advanceTimersByTime(50));
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(20));
    fire('routing-event');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('comes back when a slow route change starts while it fades out', () => {
    renderBar();
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    fire('routing-event');
    act(() => jest.advanceTimersByTime(50));
    fire('before-routing-event');
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS + 500));
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    fire('routing-event');
    act(() => jest.advanceTimersByTime(300));
    expect(bar()).toBeNull();
  });

  it('uses the spec constants', () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000]);
  });
});
