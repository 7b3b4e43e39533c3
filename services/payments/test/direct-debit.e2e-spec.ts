import type { DirectDebitPending, PaymentOrder } from '@rendezvous/contracts';
import { call, expectEnvelope, mailsTo, queryServiceDb, setEmulatorKnobs, type SinkMail } from '@rendezvous/test-kit';
import { type Member, memberIn, settled, userOf } from './buyers';

/** Direct debit (docs/product-rules.md 5, 8): the form, the code by e-mail, the cap, the block, the debit. */
const FORM = {
  bundle_id: 1,
  account_holder: 'Anna de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '1',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile: '06 12345678',
  consent: true,
};
const send = (member: Member, json: object) =>
  call<DirectDebitPending>('/api/credits/direct-debit', { method: 'POST', headers: { cookie: member.cookie }, json });
const confirm = (member: Member, requestId: string, code: string) =>
  call<PaymentOrder>(`/api/credits/direct-debit/${requestId}/confirm`, { method: 'POST', headers: { cookie: member.cookie }, json: { code } });

/** The code from the newest direct-debit mail (which is also the SEPA pre-notification). */
async function codeFromMail(member: Member): Promise<{ code: string; mail: SinkMail }> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = (await mailsTo(member.email)).find((candidate) => /direct debit/i.test(candidate.subject));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (mail && code) return { code, mail };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no direct-debit code arrived');
}

describe('direct debit', () => {
  it('checks every field of the form and says which one is wrong', async () => {
    const member = await memberIn('NL');
    const answer = await send(member, { ...FORM, iban: 'NL91 ABNA 0417 1643 01', mobile: '12', street: ' ', consent: false });
    expectEnvelope(answer, 400, 'VALIDATION.FAILED');
    expect(Object.keys(answer.body.errors).sort()).toEqual(['consent', 'iban', 'mobile', 'street']);
    expect(await queryServiceDb('payments', 'SELECT 1 FROM orders WHERE member_id = $1', [member.id])).toEqual([]);
  });

  it('mails a code with the pre-notification; a wrong code is "Code invalid", the right one debits the account', async () => {
    const member = await memberIn('NL');
    const sent = await send(member, FORM);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ iban_masked: 'NL91 •••• •••• 4300', amount: 2995, currency: 'EUR' });
    const { code, mail } = await codeFromMail(member);
    // The pre-notification: amount, mandate reference and creditor identifier, never the full IBAN.
    expect(mail.text).toContain('€29.95');
    expect(mail.text).toContain('NL00ZZZ000000000000');
    expect(mail.text).not.toContain('NL91ABNA0417164300');

    const wrong = await confirm(member, sent.body.request_id, code === '000000' ? '111111' : '000000');
    expectEnvelope(wrong, 422, 'DIRECT_DEBIT.CODE_INVALID');
    expect(wrong.body.message).toBe('Code invalid');

    const right = await confirm(member, sent.body.request_id, code);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ method: 'sepa-direct-debit', status: 'pending' });
    expect((await settled(member, right.body.payment_id)).status).toBe('paid');
    expect(await userOf(member)).toMatchObject({ credits: 20, paid_user: true });
    // The mandate holds the account now: the full IBAN is gone from payments.
    expect(await queryServiceDb('payments', 'SELECT iban FROM direct_debit_requests WHERE member_id = $1', [member.id])).toEqual([{ iban: null }]);
    // A used code is used.
    expectEnvelope(await confirm(member, sent.body.request_id, code), 422, 'DIRECT_DEBIT.CODE_INVALID');
  });

  it('ends the code after five wrong tries', async () => {
    const member = await memberIn('NL');
    const sent = await send(member, FORM);
    const { code } = await codeFromMail(member);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expectEnvelope(await confirm(member, sent.body.request_id, wrongCode), 422);
    expectEnvelope(await confirm(member, sent.body.request_id, code), 422, 'DIRECT_DEBIT.CODE_INVALID');
  });

  it("refuses above the monthly cap and for a blocked member, in the spec's words", async () => {
    const member = await memberIn('NL');
    const capped = await send(member, { ...FORM, bundle_id: 4 });
    expectEnvelope(capped, 422, 'DIRECT_DEBIT.LIMIT_REACHED');
    expect(capped.body.message).toBe('Your limit for direct debit payments has been reached...');

    await queryServiceDb('payments', "INSERT INTO payment_blocks (member_id, reason, order_id) VALUES ($1, 'chargeback', gen_random_uuid())", [member.id]);
    const blocked = await send(member, FORM);
    expectEnvelope(blocked, 403, 'DIRECT_DEBIT.BLOCKED');
    expect(blocked.body.message).toBe('Your account is blocked for direct debit payments.');
  });

  it('a debit the bank refuses fails the order and credits nothing', async () => {
    const member = await memberIn('NL');
    // The direct debit's Mollie customer is named after the account holder.
    const holder = `Refused Holder ${member.id}`;
    await setEmulatorKnobs({ failRecurringFor: [holder] });
    const sent = await send(member, { ...FORM, account_holder: holder });
    const { code } = await codeFromMail(member);
    const order = await confirm(member, sent.body.request_id, code);
    expect((await settled(member, order.body.payment_id)).status).toBe('failed');
    expect((await userOf(member)).credits).toBe(0);
  });
});
