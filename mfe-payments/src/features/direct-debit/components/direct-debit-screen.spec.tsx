import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBundle, buildShop } from '../../../testing/fixtures';
import { logInMember, renderPaymentsAt } from '../../../testing/render';

beforeEach(logInMember);

const SHOP = buildShop({ bundles: [buildBundle({ id: 1, credits: 20, price: 2995 }), buildBundle({ id: 4, credits: 300, price: 32995 })] });

async function fillForm() {
  const form = await screen.findByRole('form', { name: 'Direct debit' });
  for (const [label, value] of [
    ['Account holder', 'Anna de Vries'],
    ['IBAN', 'NL91 ABNA 0417 1643 00'],
    ['Street', 'Keizersgracht'],
    ['House number', '1'],
    ['Postal code', '1015 CJ'],
    ['City', 'Amsterdam'],
    ['Mobile number', '06 12345678'],
  ]) {
    await userEvent.type(within(form).getByLabelText(label), value);
  }
  await userEvent.click(within(form).getByRole('checkbox'));
  return form;
}

it('asks for every field, shows the server’s field errors, then the code step; a wrong code says "Code invalid"', async () => {
  let tries = 0;
  const api = mockApi({
    'GET /api/credits/shop': () => answer(200, SHOP),
    'POST /api/credits/direct-debit': () =>
      tries++ === 0
        ? envelope(400, 'VALIDATION.FAILED', 'Please enter a valid IBAN.', { iban: ['Please enter a valid IBAN.'] })
        : answer(201, {
            request_id: '7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e',
            iban_masked: 'NL91 •••• •••• 4300',
            amount: 2995,
            currency: 'EUR',
            expires_at: '2026-11-24T13:00:00Z',
          }),
    'POST /api/credits/direct-debit/7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e/confirm': () =>
      envelope(422, 'DIRECT_DEBIT.CODE_INVALID', 'Code invalid', { code: ['Code invalid'] }),
  });
  await renderPaymentsAt('/directdebit');
  const form = await screen.findByRole('form', { name: 'Direct debit' });
  await userEvent.click(within(form).getByRole('button', { name: 'Send me the code' }));
  expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(7);
  expect(api.calls()).not.toContain('POST /api/credits/direct-debit');

  await fillForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Send me the code' }));
  expect(await within(form).findByText('Please enter a valid IBAN.')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Send me the code' }));
  expect(api.bodyOf('POST /api/credits/direct-debit')).toMatchObject({ bundle_id: 1, iban: 'NL91 ABNA 0417 1643 00', consent: true });

  const codeForm = await screen.findByRole('form', { name: 'Confirm with the code' });
  expect(codeForm).toHaveTextContent('€29.95 from NL91 •••• •••• 4300');
  await userEvent.type(within(codeForm).getByLabelText('Code from the e-mail'), '123456');
  await userEvent.click(within(codeForm).getByRole('button', { name: 'Confirm direct debit' }));
  expect(await within(codeForm).findByText('Code invalid')).toBeInTheDocument();
});

it("shows the spec's refusal for a blocked member", async () => {
  mockApi({
    'GET /api/credits/shop': () => answer(200, SHOP),
    'POST /api/credits/direct-debit': () => envelope(403, 'DIRECT_DEBIT.BLOCKED', 'Your account is blocked for direct debit payments.'),
  });
  await renderPaymentsAt('/directdebit');
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
  await act(async () => undefined);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked for direct debit payments.');
});
