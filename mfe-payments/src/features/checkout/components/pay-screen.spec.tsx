import { answer, deferred, envelope, mockApi } from '@rendezvous/api-client/testing';
import type { CreditShop, OrderQuote, PaymentOrder } from '@rendezvous/contracts';
import { changeI18nLocale } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInMember, renderPaymentsAt } from '../../../testing/render';
import { goToCheckout } from './order-overview';

beforeEach(logInMember);

const SHOP: CreditShop = {
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 1, credits: 20, price: 2995, currency: 'EUR', price_per_credit: 149, popular: false },
    { id: 2, credits: 50, price: 6495, currency: 'EUR', price_per_credit: 129, popular: true },
  ],
  methods: [
    { id: 'ideal', label: 'iDEAL', fee: 0 },
    { id: 'paypal', label: 'PayPal', fee: 35 },
  ],
  credits: 3,
  paid_user: false,
};
const QUOTE: OrderQuote = {
  bundle_id: 2,
  credits: 50,
  method: 'paypal',
  currency: 'EUR',
  price: 6495,
  discount: 0,
  discount_code: null,
  fee: 35,
  total: 6530,
  vat_rate: 21,
  vat: 1133,
  net: 5397,
};
const ORDER = (status: PaymentOrder['status']): PaymentOrder => ({
  ...QUOTE,
  method: 'ideal',
  fee: 0,
  total: 6495,
  payment_id: '7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e',
  status,
  amount: 6495,
  created_at: '2026-11-24T12:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-24T12:01:00.000Z' : null,
  checkout_url: status === 'open' ? 'https://127.0.0.1:12111/checkout/tr_test' : null,
  country: 'NL',
  reversal: null,
  reversed_at: null,
});

describe('/credits', () => {
  it('shows the balance and the bundles with their prices in the member’s currency, each leading to paying for it', async () => {
    mockApi({ 'GET /api/credits/shop': () => answer(200, SHOP) });
    await renderPaymentsAt('/credits');
    expect(await screen.findByText('You have 3 credits.')).toBeInTheDocument();
    const bundles = screen.getByRole('list', { name: 'Credit bundles' });
    const popular = within(bundles).getAllByRole('listitem')[1];
    expect(popular).toHaveTextContent('Most popular');
    expect(popular).toHaveTextContent('€64.95');
    expect(popular).toHaveTextContent('€1.29 per credit');
    expect(within(popular).getByRole('link', { name: 'Choose 50 credits' })).toHaveAttribute('href', '/credits/2');
  });
});

describe('/credits/{id}/{paymentmethod}', () => {
  it('names the methods that are no brand in the member’s language, brands by their own name (issue 31)', async () => {
    const german: CreditShop = {
      ...SHOP,
      country: 'DE',
      methods: [
        { id: 'wire-transfer', label: 'Bank transfer', fee: 0 },
        { id: 'credit-card', label: 'Credit card', fee: 0 },
        { id: 'paypal', label: 'PayPal', fee: 35 },
      ],
    };
    mockApi({ 'GET /api/credits/shop': () => answer(200, german) });
    await renderPaymentsAt('/credits/2');
    await screen.findByRole('navigation', { name: 'Payment methods' });
    try {
      await act(() => changeI18nLocale('de'));
      const methods = await screen.findByRole('navigation', { name: 'Zahlungsarten' });
      expect(
        within(methods)
          .getAllByRole('link')
          .map((link) => link.querySelector('.rdv-method__label')?.textContent),
      ).toEqual(['Banküberweisung', 'Kreditkarte', 'PayPal']);
    } finally {
      await act(() => changeI18nLocale('en'));
    }
  });

  it('offers the methods, shows the server’s overview with the fee, and goes to the provider only after the consent', async () => {
    const api = mockApi({
      'GET /api/credits/shop': () => answer(200, SHOP),
      'GET /api/credits/bundles/2/quote': () => answer(200, QUOTE),
      'POST /api/credits/orders': () => answer(201, { ...ORDER('open'), method: 'paypal' }),
    });
    const assign = jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    await renderPaymentsAt('/credits/2');
    const methods = await screen.findByRole('navigation', { name: 'Payment methods' });
    expect(within(methods).getByRole('link', { name: /PayPal/ })).toHaveTextContent('+ €0.35 fee');
    await userEvent.click(within(methods).getByRole('link', { name: /PayPal/ }));

    const overview = await screen.findByRole('form', { name: 'Your order' });
    expect(within(overview).getByTestId('order-total')).toHaveTextContent('€65.30');
    expect(overview).toHaveTextContent('Includes 21% VAT: €11.33');
    await userEvent.click(within(overview).getByRole('button', { name: 'Pay €65.30' }));
    expect(await within(overview).findByText('Please agree to the immediate delivery of your credits.')).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /api/credits/orders');

    await userEvent.click(within(overview).getByRole('checkbox', { name: /delivered right away/ }));
    await userEvent.click(within(overview).getByRole('button', { name: 'Pay €65.30' }));
    await act(async () => undefined);
    // The browser sends only the choice: every amount is the server's.
    expect(api.bodyOf('POST /api/credits/orders')).toEqual({ bundle_id: 2, method: 'paypal', consent: true, locale: 'en' });
    expect(assign).toHaveBeenCalledWith('https://127.0.0.1:12111/checkout/tr_test');
  });

  it('tries a discount code on the server: its refusal in the spec’s words, then the discount in the overview and on the order', async () => {
    let manyTries = 0;
    const api = mockApi({
      'GET /api/credits/shop': () => answer(200, SHOP),
      'GET /api/credits/bundles/2/quote': (_body, url) => {
        const code = url.searchParams.get('code');
        if (code === 'NOPE') return envelope(404, 'DISCOUNT.NOT_FOUND', 'Code not found');
        if (code === 'MANY') return ((manyTries += 1), envelope(429, 'REQUEST.RATE_LIMITED', 'Too many requests, please try again later.'));
        if (code === 'spring10') return answer(200, { ...QUOTE, discount: 649, discount_code: 'SPRING10', total: 5881, vat: 1021, net: 4860 });
        return answer(200, QUOTE);
      },
      'POST /api/credits/orders': () => answer(201, ORDER('open')),
    });
    jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    await renderPaymentsAt('/credits/2/paypal');
    await screen.findByRole('form', { name: 'Your order' });
    await userEvent.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    const codeForm = screen.getByRole('form', { name: 'Discount code' });
    await userEvent.type(within(codeForm).getByLabelText('Discount code'), 'NOPE');
    await userEvent.click(within(codeForm).getByRole('button', { name: 'Apply' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent('Code not found');

    // Tries used up: said once, in the member's language, without asking again.
    await userEvent.clear(within(codeForm).getByLabelText('Discount code'));
    await userEvent.type(within(codeForm).getByLabelText('Discount code'), 'MANY');
    await userEvent.click(within(codeForm).getByRole('button', { name: 'Apply' }));
    expect(await within(codeForm).findByText('Too many codes tried. Please try again in a few minutes.')).toBeInTheDocument();
    expect(manyTries).toBe(1);

    await userEvent.clear(within(codeForm).getByLabelText('Discount code'));
    await userEvent.type(within(codeForm).getByLabelText('Discount code'), 'spring10');
    await userEvent.click(within(codeForm).getByRole('button', { name: 'Apply' }));
    const overview = await screen.findByRole('form', { name: 'Your order' });
    expect(await within(overview).findByText('Discount code SPRING10')).toBeInTheDocument();
    expect(within(overview).getByTestId('order-total')).toHaveTextContent('€58.81');
    await userEvent.click(within(overview).getByRole('checkbox'));
    await userEvent.click(within(overview).getByRole('button', { name: 'Pay €58.81' }));
    await act(async () => undefined);
    expect(api.bodyOf('POST /api/credits/orders')).toMatchObject({ discount_code: 'spring10' });
  });

  it('back from the provider: processing until the webhook landed, then completed, and the navigation’s credits follow', async () => {
    const first = deferred<Response>();
    let status: PaymentOrder['status'] = 'open';
    mockApi({
      'GET /api/credits/shop': () => answer(200, SHOP),
      'GET /api/credits/orders/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e': () => (status === 'open' ? first.promise : answer(200, ORDER(status))),
    });
    const refresh = jest.fn(async () => null);
    sessionStore.setState({ refresh });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderPaymentsAt('/credits/2/ideal?payment_id=7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e');
      expect(await screen.findByText('Loading…')).toBeInTheDocument();
      first.resolve(answer(200, ORDER('pending')));
      expect(await screen.findByText('Processing your payment')).toBeInTheDocument();
      status = 'paid';
      await act(async () => jest.advanceTimersByTimeAsync(2_100));
      expect(await screen.findByText('50 credits have been added to your account.')).toBeInTheDocument();
      expect(refresh).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a pending payment says what is happening and what to do, not only a spinner', async () => {
    mockApi({
      'GET /api/credits/shop': () => answer(200, SHOP),
      'GET /api/credits/orders/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e': () => answer(200, ORDER('pending')),
    });
    await renderPaymentsAt('/credits/2/ideal?payment_id=7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e');
    const status = (await screen.findByText('Processing your payment')).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(
      'This page updates by itself: you can keep it open or move on – your credits are added as soon as the payment is confirmed.',
    );
    expect(within(status).getByRole('link', { name: 'See your transactions' })).toHaveAttribute('href', '/transactions/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e');
  });

  it('leads from the checkout to the direct-debit form, with the chosen bundle', async () => {
    mockApi({ 'GET /api/credits/shop': () => answer(200, SHOP) });
    await renderPaymentsAt('/credits/2');
    await userEvent.click(await screen.findByRole('link', { name: 'Or pay by SEPA direct debit from your bank account' }));
    expect(window.location.pathname).toBe('/directdebit');
    expect(await screen.findByRole('radio', { name: /50 credits/ })).toBeChecked();
  });

  it('failed or cancelled: the spec’s message and the other methods', async () => {
    mockApi({
      'GET /api/credits/shop': () => answer(200, SHOP),
      'GET /api/credits/orders/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e': () => answer(200, ORDER('canceled')),
    });
    await renderPaymentsAt('/credits/2/ideal?payment_id=7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    const methods = screen.getByRole('navigation', { name: 'Payment methods' });
    expect(within(methods).getByRole('link', { name: /PayPal/ })).toHaveAttribute('href', '/credits/2/paypal');
  });
});
