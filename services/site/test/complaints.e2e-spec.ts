import { adminToken, call, expectEnvelope, latestMailTo, mailsTo, queryServiceDb, signUpMember } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';

// /complaints (issue 12, 30): a complaint is stored with its attachment in one transaction or not at all,
// a logged-in member's confirmation is mailed to their own address (identity sends it, through the site
// service's outbox; a visitor gets none, and no mail echoes what was typed), and an operator
// lists and closes complaints; closing mails the reason.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const admin = { authorization: `Bearer ${adminToken()}` };

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('attachment', new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

const complaintFields = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Eva Jansen',
  email,
  subject: 'Fake profile',
  text: 'This profile uses photos of a celebrity.',
  ...extra,
});

const send = (body: FormData, headers: Record<string, string> = {}) => call('/api/complaints.php', { method: 'POST', body, headers });
const count = async () => Number((await queryServiceDb<{ n: string }>('site', 'SELECT count(*) AS n FROM complaints'))[0].n);

describe('POST /api/complaints.php', () => {
  it("stores a visitor's complaint with its attachment and mails nobody: the address given is unproven", async () => {
    const email = `complainant-${randomUUID()}@example.test`;
    const sent = await send(
      form(complaintFields(email, { member_name: 'Anna', reported_member_id: '12', reported_conversation_id: '34', locale: 'de' }), {
        bytes: PNG,
        name: '../../shot.png',
        type: 'image/png',
      }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reference: `C-${String(sent.body.id).padStart(6, '0')}`, mailed: false });

    const [row] = await queryServiceDb(
      'site',
      'SELECT c.*, a.type, a.name AS file_name, a.content FROM complaints c JOIN complaint_attachments a ON a.complaint_id = c.id WHERE c.id = $1',
      [sent.body.id],
    );
    expect(row).toMatchObject({
      name: 'Eva Jansen',
      email,
      member_name: 'Anna',
      subject: 'Fake profile',
      status: 'open',
      locale: 'de',
      site: 'localhost',
      type: 'image/png',
      file_name: 'shot.png',
      member_id: null,
    });
    expect(Number(row.reported_member_id)).toBe(12);
    expect(Number(row.reported_conversation_id)).toBe(34);
    expect(Buffer.compare(row.content as Buffer, PNG)).toBe(0);
    // Not queued at all: the site's outbox holds no event for it.
    expect(await queryServiceDb('site', 'SELECT 1 FROM outbox WHERE ordering_key = $1', [`complaint:${sent.body.id}`])).toEqual([]);
  });

  it("is no mail relay: a visitor's text never reaches the address they typed; a member's confirmation goes to their own address, a fixed text in their language", async () => {
    // The attack of finding 7: someone else's address, and a name and subject written to be read there.
    const victim = `victim-${randomUUID()}@example.test`;
    const pitch = { name: 'Claim your prize at https://evil.example', subject: 'You won! Visit https://evil.example/win', locale: 'en' };
    expect((await send(form(complaintFields(victim, pitch)))).body.mailed).toBe(false);

    const member = await signUpMember('Complaining Member');
    const receipt = await send(form(complaintFields(victim, { ...pitch, locale: 'de' })), { cookie: member.cookie });
    expect(receipt.status).toBe(201);
    expect(receipt.body.mailed).toBe(true);
    expect((await queryServiceDb('site', 'SELECT member_id FROM complaints WHERE id = $1', [receipt.body.id]))[0]).toEqual({ member_id: String(member.id) });
    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe(`Wir haben Ihre Beschwerde ${receipt.body.reference} erhalten`);
    expect(mail.text).toContain(`Wir haben Ihre Beschwerde erhalten und ihr die Nummer ${receipt.body.reference} gegeben.`);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/evil\.example|prize|You won/);
    // The operator's answer goes to the member's own address too.
    expect(
      (await call(`/api/admin/sites/complaints/${receipt.body.id}/close`, { method: 'POST', headers: admin, json: { reason: 'Nothing to do.' } })).status,
    ).toBe(200);
    expect((await latestMailTo(member.email, { after: mail.id })).subject).toBe(`Ihre Beschwerde ${receipt.body.reference} ist abgeschlossen`);
    // Every mail of both complaints would have gone out by now: the address typed got none.
    expect(await mailsTo(victim)).toEqual([]);
  });

  it('takes a PDF, and no attachment at all', async () => {
    expect((await send(form(complaintFields(`pdf-${randomUUID()}@example.test`), { bytes: PDF, name: 'invoice.pdf', type: 'application/pdf' }))).status).toBe(
      201,
    );
    expect((await send(form(complaintFields(`none-${randomUUID()}@example.test`)))).status).toBe(201);
  });

  it('refuses an attachment that is not an image or a PDF by its bytes, whatever it is called, and stores nothing', async () => {
    const before = await count();
    const email = `script-${randomUUID()}@example.test`;
    const refused = await send(form(complaintFields(email), { bytes: Buffer.from('<script>alert(1)</script>'), name: 'photo.png', type: 'image/png' }));
    expectEnvelope(refused, 415, 'COMPLAINT.ATTACHMENT_TYPE');
    expect(refused.body.errors.attachment).toEqual(['Attach an image (JPEG, PNG, WebP, GIF) or a PDF.']);
    expect(await count()).toBe(before);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses an attachment over 5 MB with the limit in words, and stores nothing', async () => {
    const before = await count();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const refused = await send(form(complaintFields(`big-${randomUUID()}@example.test`), { bytes: big, name: 'big.png', type: 'image/png' }));
    expect([413]).toContain(refused.status);
    expect(refused.body.message).toMatch(/5 MB|too large/i);
    expect(await count()).toBe(before);
  });

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'email'],
    ['no subject', { subject: '' }, 'subject'],
    ['a text of 9 characters', { text: 'Too short' }, 'text'],
    ['a reported member id that is not one', { reported_member_id: 'abc' }, 'reported_member_id'],
  ])('refuses %s in the envelope, beside the field, storing nothing', async (_, change, field) => {
    const before = await count();
    const refused = await send(form({ ...complaintFields(`bad-${randomUUID()}@example.test`), ...change }));
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.errors)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses fields it does not know', async () => {
    expectEnvelope(await send(form({ ...complaintFields(`extra-${randomUUID()}@example.test`), status: 'closed' })), 400);
  });
});

describe('operator calls', () => {
  it('list the open complaints, give the attachment as a download, and close one with a reason that is mailed (a fixed text around it)', async () => {
    const email = `closing-${randomUUID()}@example.test`;
    const { body: receipt } = await send(form(complaintFields(email, { locale: 'en' }), { bytes: PDF, name: 'proof.pdf', type: 'application/pdf' }));

    const open = await call('/api/admin/sites/complaints?status=open', { headers: admin });
    expect(open.status).toBe(200);
    const listed = open.body.complaints.find((c: { id: number }) => c.id === receipt.id);
    expect(listed).toMatchObject({
      reference: receipt.reference,
      email,
      member_id: null,
      status: 'open',
      attachment: { type: 'application/pdf', name: 'proof.pdf', bytes: PDF.length },
    });

    const file = await call(`/api/admin/sites/complaints/${receipt.id}/attachment`, { headers: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="proof.pdf"');
    expect(file.text).toBe(PDF.toString());

    const closed = await call(`/api/admin/sites/complaints/${receipt.id}/close`, {
      method: 'POST',
      headers: admin,
      json: { reason: 'We removed the profile: its photos were not of the member.' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', close_reason: 'We removed the profile: its photos were not of the member.' });
    // The operator answered a visitor at the address they gave: the only mail that address gets.
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(`Your complaint ${receipt.reference} has been closed`);
    expect(mail.text).toContain('Our decision and its reasons: We removed the profile: its photos were not of the member.');
    expect(mail.text).not.toMatch(/Fake profile|Eva Jansen/);
    expect(await mailsTo(email)).toHaveLength(1);

    expectEnvelope(
      await call(`/api/admin/sites/complaints/${receipt.id}/close`, { method: 'POST', headers: admin, json: { reason: 'Again' } }),
      409,
      'COMPLAINT.CLOSED',
    );
    const stillOpen = (await call('/api/admin/sites/complaints?status=open', { headers: admin })).body.complaints.map((c: { id: number }) => c.id);
    expect(stillOpen).not.toContain(receipt.id);
  });

  it('refuse a caller without the admin token, a close without a reason, and an unknown complaint', async () => {
    expectEnvelope(await call('/api/admin/sites/complaints', { headers: { authorization: 'Bearer wrong-token-wrong-token' } }), 403, 'ADMIN.FORBIDDEN');
    expectEnvelope(await call('/api/admin/sites/complaints/1/close', { method: 'POST', headers: admin, json: { reason: ' ' } }), 400);
    expectEnvelope(
      await call('/api/admin/sites/complaints/999999/close', { method: 'POST', headers: admin, json: { reason: 'x' } }),
      404,
      'COMPLAINT.NOT_FOUND',
    );
    // Ids past the integer column (a 500 before), or none at all: the complaint's 404.
    for (const bad of ['2147483648', '99999999999999999999', '0', 'abc']) {
      expectEnvelope(await call(`/api/admin/sites/complaints/${bad}/attachment`, { headers: admin }), 404, 'COMPLAINT.NOT_FOUND');
      expectEnvelope(
        await call(`/api/admin/sites/complaints/${bad}/close`, { method: 'POST', headers: admin, json: { reason: 'x' } }),
        404,
        'COMPLAINT.NOT_FOUND',
      );
    }
    expectEnvelope(await call('/api/admin/sites/complaints?status=maybe', { headers: admin }), 400, 'COMPLAINT.STATUS');
  });
});
