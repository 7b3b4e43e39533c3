import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { parseContract } from '@rendezvous/nest-kit';

/**
 * payments validates its bodies with its route schemas (issue 33); before, class-validator DTOs did. The answers
 * below are what the DTOs answered (compared side by side on about 3,900 bodies before they were deleted), so a
 * caller sending a malformed body gets the same field errors as before. Where the schemas answer differently it
 * is on purpose, and said so: null in an optional field, and values the DTOs let through to fail in Postgres.
 */
const answerTo = (schema: Parameters<typeof parseContract>[0], body: unknown) => {
  try {
    return { accepted: parseContract(schema, body, { wording: 'class-validator', body: true }) };
  } catch (error) {
    return (error as { getResponse(): { errors?: Record<string, string[]>; message: string } }).getResponse();
  }
};
const errorsOf = (schema: Parameters<typeof parseContract>[0], body: unknown) => {
  const answer = answerTo(schema, body);
  return 'accepted' in answer ? 'accepted' : answer.errors;
};

const order = { bundle_id: 3, method: 'ideal', consent: true };
const directDebit = {
  bundle_id: 3,
  account_holder: 'Anna de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Damrak',
  house_number: '1',
  postal_code: '1012 LG',
  city: 'Amsterdam',
  mobile: '+31612345678',
  consent: true,
};
const campaignCode = { code: 'SPRING-25', value_percentage: 12.5, validity: 'unlimited' };
const METHODS =
  'ideal, bancontact, eps, sofort, giropay, przelewy24, blik, wire-transfer, sepa-direct-debit, credit-card, visa, mastercard, maestro, carte-bancaire, nexi, dankort, mobilepay, swish, twint, vipps, satispay, apple-pay, paysafecard, paypal';

describe("payments' request bodies", () => {
  it("take an order as the order overview sends it, and refuse what it does not send in the DTO's words", () => {
    expect(answerTo(paymentsRoutes.createOrder.body, { ...order, locale: 'de', discount_code: 'SPRING-25' })).toEqual({
      accepted: { ...order, locale: 'de', discount_code: 'SPRING-25' },
    });
    expect(errorsOf(paymentsRoutes.createOrder.body, {})).toEqual({
      bundle_id: ['bundle_id is required'],
      method: ['method is required'],
      consent: ['consent is required'],
    });
    expect(errorsOf(paymentsRoutes.createOrder.body, { ...order, bundle_id: '3', method: 'cash', admin: true })).toEqual({
      bundle_id: ['bundle_id must be an integer number'],
      method: [`method must be one of the following values: ${METHODS}`],
      admin: ['property admin should not exist'],
    });
    expect(errorsOf(paymentsRoutes.createOrder.body, { ...order, bundle_id: 1_001, locale: 'pt', discount_code: 'x'.repeat(41) })).toEqual({
      bundle_id: ['bundle_id must not be greater than 1000'],
      locale: ['locale must be one of the following values: da, de, en, es, fi, fr, it, nb, nl, pl, sv'],
      discount_code: ['discount_code must be shorter than or equal to 40 characters'],
    });
    expect(answerTo(paymentsRoutes.createOrder.body, [])).toMatchObject({ message: 'The request body must be a JSON object.' });
  });

  it("answer a withheld consent with the order overview's own sentence", () => {
    for (const consent of [false, 'true', 1]) {
      expect(errorsOf(paymentsRoutes.createOrder.body, { ...order, consent })).toEqual({
        consent: ['Please agree to the immediate delivery of your credits.'],
      });
    }
  });

  it('check only types and sizes of the direct-debit form: its rules are the service’s, in words a member understands', () => {
    expect(errorsOf(paymentsRoutes.directDebit.body, { ...directDebit, consent: false, iban: 'not an iban' })).toBe('accepted');
    expect(errorsOf(paymentsRoutes.directDebit.body, { ...directDebit, account_holder: 'x'.repeat(71), mobile: 31612345678, consent: 'yes' })).toEqual({
      account_holder: ['account_holder must be shorter than or equal to 70 characters'],
      mobile: ['mobile must be a string'],
      consent: ['consent must be a boolean value'],
    });
    expect(errorsOf(paymentsRoutes.confirmDirectDebit.body, { code: '1234567890123' })).toEqual({
      code: ['code must be shorter than or equal to 12 characters'],
    });
  });

  it('take a stored method by its provider id only', () => {
    expect(errorsOf(paymentsRoutes.repeatOrder.body, { bundle_id: 2, mandate_id: 'mdt_abcd1234' })).toBe('accepted');
    expect(errorsOf(paymentsRoutes.repeatOrder.body, { bundle_id: 0, mandate_id: 'tr_abcd1234' })).toEqual({
      bundle_id: ['bundle_id must not be less than 1'],
      mandate_id: ['mandate_id must match /^(mdt|pm)_[A-Za-z0-9]{4,40}$/ regular expression'],
    });
  });

  it("word an operator's new code as the DTO did", () => {
    expect(
      errorsOf(paymentsRoutes.createDiscountCode.body, { ...campaignCode, expires: '2026-12-31', paymentmethods: ['ideal'], minimum_order_value: 0 }),
    ).toBe('accepted');
    expect(errorsOf(paymentsRoutes.createDiscountCode.body, { code: 'a b', value_percentage: 12.345, expires: 'soon', paymentmethods: [] })).toEqual({
      code: ['code must be 3 to 40 letters, digits or dashes'],
      value_percentage: ['value_percentage must be a number conforming to the specified constraints'],
      validity: ['validity is required'],
      expires: ['expires must be a valid ISO 8601 date string'],
      paymentmethods: ['paymentmethods should not be empty'],
    });
    expect(errorsOf(paymentsRoutes.createDiscountCode.body, { ...campaignCode, value_percentage: 0, paymentmethods: 'cash' })).toEqual({
      value_percentage: ['value_percentage must not be less than 0.01'],
      paymentmethods: [`each value in paymentmethods must be one of the following values: ${METHODS}`, 'paymentmethods must be an array'],
    });
  });

  it('refuse on purpose what the DTOs let through: null in an optional field, and values Postgres would have failed on (a 500)', () => {
    expect(errorsOf(paymentsRoutes.createOrder.body, { ...order, discount_code: null })).toEqual({ discount_code: ['discount_code is required'] });
    expect(errorsOf(paymentsRoutes.createDiscountCode.body, { ...campaignCode, minimum_order_value: 2 ** 31, expires: '2026-W05', user_id: 2 ** 53 })).toEqual({
      minimum_order_value: ['minimum_order_value must not be greater than 2147483647'],
      expires: ['expires must be a valid ISO 8601 date string'],
      user_id: [`user_id must not be greater than ${Number.MAX_SAFE_INTEGER}`],
    });
  });

  it("take Mollie's webhook as Mollie sends it: a payment id, nothing else", () => {
    expect(errorsOf(paymentsRoutes.mollieWebhook.body, { id: 'tr_WDqYK6vllg' })).toBe('accepted');
    expect(errorsOf(paymentsRoutes.mollieWebhook.body, {})).toEqual({ id: ['id is required'] });
    expect(errorsOf(paymentsRoutes.mollieWebhook.body, { id: 'ord_1234', status: 'paid' })).toEqual({
      id: ['id must match /^tr_[A-Za-z0-9]{4,40}$/ regular expression'],
      status: ['property status should not exist'],
    });
  });
});
