import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { TIME_BONUS_DISMISSED_KEY, type DiscountCode } from '@rendezvous/contracts';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { queryClient } from '../../lib/query-client';
import { NAMESPACE, RESOURCES } from '../../locales';
import { formatCountdown } from './use-welcome-discount';
import { TimeBonusModal } from './time-bonus-modal';
import { WelcomeDiscountBanner } from './welcome-discount-banner';

const welcome = (secondsLeft: number): DiscountCode => ({
  code: 'WELCOME',
  country: null,
  user_id: 1001,
  expires: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  value_percentage: 25,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once-per-user',
  expired: false,
  paymentmethods: null,
});

async function show(element: ReactElement) {
  queryClient.clear();
  const Root = () => <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>;
  return renderRemoteAt('/members', { namespace: NAMESPACE, resources: RESOURCES, Root });
}

it('writes the time left as hh:mm:ss', () => {
  expect(formatCountdown(14_399)).toBe('03:59:59');
  expect(formatCountdown(61)).toBe('00:01:01');
});

describe('the welcome-discount banner', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down every second and is gone at zero', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    mockApi({ 'GET /api/discountcode.php': () => answer(200, welcome(3)) });
    await show(<WelcomeDiscountBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    expect(banner).toHaveTextContent('25% off your first credits');
    expect(screen.getByRole('timer')).toHaveTextContent(/00:00:0[23]/);
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/00:00:0[12]/);
    await act(async () => jest.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing when the welcome call fails (spec 7: that error is ignored)', async () => {
    mockApi({ 'GET /api/discountcode.php': () => envelope(404, 'DISCOUNT.NOT_FOUND', 'Code not found') });
    const { container } = await show(<WelcomeDiscountBanner />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the time bonus modal', () => {
  it('shows the bonus and stores the dismissal when closed', async () => {
    window.localStorage.clear();
    mockApi({ 'GET /api/discountcode.php': () => answer(200, welcome(3_600)) });
    const onClose = jest.fn();
    await show(<TimeBonusModal onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(dialog).toHaveTextContent('25% off your first credits');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(TIME_BONUS_DISMISSED_KEY)).not.toBeNull();
  });
});
