import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { clearReferenceData } from '@rendezvous/api-client';
import type { CompanyInfo, CreditShop, PaymentOrder } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings } from '@rendezvous/session-store/testing';
import { act, screen, within } from '@testing-library/react';
import { logInMember, renderPaymentsAt } from '../../../testing/render';

const ORDER: PaymentOrder = {
  payment_id: '7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e',
  status: 'paid',
  bundle_id: 2,
  credits: 50,
  method: 'paypal',
  currency: 'EUR',
  price: 6495,
  discount: 0,
  discount_code: null,
  fee: 35,
  total: 6530,
  amount: 6530,
  vat_rate: 21,
  vat: 1133,
  net: 5397,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  checkout_url: null,
  country: 'NL',
  reversal: null,
  reversed_at: null,
};
const SHOP = { country: 'NL', currency: 'EUR', bundles: [], methods: [{ id: 'paypal', label: 'PayPal', fee: 35 }], credits: 50, paid_user: true } as CreditShop;
const COMPANY: CompanyInfo = {
  name: 'Rendezvous B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: ['NL123456789B01'],
  support_phone: '',
  delete_discount: 0,
  added: '2024-01-01',
};

beforeEach(() => {
  logInMember();
  clearReferenceData();
  act(() => sessionStore.getState().setSettings(buildSettings({ refund_days: 14 })));
});

it('/transactions lists the orders with date, bundle, method, amount and status, each leading to its invoice', async () => {
  mockApi({
    'GET /api/credits/shop': () => answer(200, SHOP),
    'GET /api/credits/orders': () =>
      answer(200, {
        orders: [
          ORDER,
          { ...ORDER, payment_id: 'a1b2c3d4-0000-4000-8000-000000000000', status: 'failed', paid_at: null },
          { ...ORDER, payment_id: 'b1b2c3d4-0000-4000-8000-000000000000', reversal: 'refunded' },
        ],
      }),
  });
  await renderPaymentsAt('/transactions');
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/50 credits.*PayPal.*€65\.30.*Paid/),
    expect.stringMatching(/Failed$/),
    expect.stringMatching(/Refunded$/),
  ]);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', `/transactions/${ORDER.payment_id}`);
});

it('/transactions/{id} shows an invoice: the company, net, VAT and the refund period', async () => {
  mockApi({
    'GET /api/credits/orders/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e': () => answer(200, ORDER),
    'GET /api/companyinfo.php': () => answer(200, COMPANY),
  });
  await renderPaymentsAt(`/transactions/${ORDER.payment_id}`);
  const invoice = await screen.findByRole('article', { name: 'Invoice' });
  expect(await within(invoice).findByText('Rendezvous B.V.')).toBeInTheDocument();
  expect(invoice).toHaveTextContent('VAT number NL123456789B01');
  expect(invoice).toHaveTextContent('Net amount€53.97');
  expect(invoice).toHaveTextContent('VAT 21%€11.33');
  expect(invoice).toHaveTextContent('You can ask for a refund within 14 days, until December 4, 2026.');
});

it('/transactions/{id} of nobody’s order says it was not found', async () => {
  mockApi({
    'GET /api/credits/orders/x': () => envelope(404, 'PAYMENTS.ORDER_NOT_FOUND', 'This payment could not be found.'),
    'GET /api/companyinfo.php': () => answer(200, COMPANY),
  });
  await renderPaymentsAt('/transactions/x');
  expect(await screen.findByText('This payment could not be found.')).toBeInTheDocument();
});
