import { answer, mockApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBundle, buildShop } from '../../../testing/fixtures';
import { logInMember, renderPaymentsAt } from '../../../testing/render';

beforeEach(logInMember);

const SHOP = buildShop({
  bundles: [buildBundle({ id: 1, credits: 20, price: 2995 }), buildBundle({ id: 2, credits: 50, price: 6495, popular: true })],
  credits: 5,
  paid_user: true,
});

it('without a stored method, says how one is stored', async () => {
  mockApi({ 'GET /api/credits/shop': () => answer(200, SHOP), 'GET /api/credits/stored-methods': () => answer(200, { methods: [] }) });
  await renderPaymentsAt('/credits/repeat-order');
  expect(await screen.findByText(/You have no stored payment method yet/)).toBeInTheDocument();
});

it('buys the chosen bundle with the chosen stored method in one click, then shows its outcome', async () => {
  const api = mockApi({
    'GET /api/credits/shop': () => answer(200, SHOP),
    'GET /api/credits/stored-methods': () =>
      answer(200, {
        methods: [
          { id: 'mdt_card1234', method: 'credit-card', label: 'Card •••• 4242' },
          { id: 'mdt_paypal12', method: 'paypal', label: 'PayPal tester@example.test' },
        ],
      }),
    'POST /api/credits/repeat-order': () => answer(201, { payment_id: '7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e', status: 'pending' }),
  });
  await renderPaymentsAt('/credits/repeat-order');
  const form = await screen.findByRole('form', { name: 'Repeat an order' });
  // The popular bundle and the first stored method are chosen already.
  expect(within(form).getByRole('radio', { name: /50 credits/ })).toBeChecked();
  await userEvent.click(within(form).getByRole('radio', { name: 'PayPal tester@example.test' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Buy now' }));
  await waitFor(() => expect(window.location.pathname).toBe('/credits/2/paypal'));
  expect(window.location.search).toBe('?payment_id=7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e&repeat=mdt_paypal12');
  expect(api.bodyOf('POST /api/credits/repeat-order')).toEqual({ bundle_id: 2, mandate_id: 'mdt_paypal12' });
});
