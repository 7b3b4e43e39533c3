import { COMPLAINT_LIMITS } from '@rendezvous/contracts';
import { complaintFormSchema as complaintRouteBody } from '@rendezvous/contracts/routes';
import { complaintFormSchema, sendComplaint, type ComplaintFormValues, type ReportContext } from './complaint-form';

jest.mock('@rendezvous/api-client', () => ({ apiRequest: jest.fn(async () => ({ id: 1, reference: 'C-1', mailed: false })) }));
const { apiRequest } = jest.requireMock<{ apiRequest: jest.Mock }>('@rendezvous/api-client');

/** The complaint form keeps its own schema (its messages are translation keys): here it is held to POST /api/complaints.php's body. */
const filled = { name: ' Ann ', email: ' ann@example.com ', member_name: '', subject: 'A profile', text: 'Somebody wrote rude things.', attachment: null };

/** The multipart fields sendComplaint posts for these answers (the file aside: the service reads its bytes). */
async function sentFields(
  values: ComplaintFormValues,
  report: ReportContext = { member: null, memberId: null, conversationId: null },
): Promise<Record<string, string>> {
  apiRequest.mockClear();
  await sendComplaint(values, report, 'en');
  const { body } = apiRequest.mock.calls[0][1] as { body: FormData };
  return Object.fromEntries([...body.entries()].filter(([name]) => name !== 'attachment').map(([name, value]) => [name, String(value)]));
}

describe('the complaint form against its route', () => {
  it.each<[string, typeof filled, { member: string | null; memberId: number | null; conversationId: number | null } | null]>([
    ['the required fields', filled, null],
    ['every field, from a Report action', { ...filled, member_name: 'Bob' }, { member: 'Bob', memberId: 42, conversationId: 7 }],
    [
      'every field at its longest',
      {
        ...filled,
        name: 'n'.repeat(COMPLAINT_LIMITS.name),
        member_name: 'm'.repeat(COMPLAINT_LIMITS.memberName),
        subject: 's'.repeat(COMPLAINT_LIMITS.subject),
        text: 't'.repeat(COMPLAINT_LIMITS.text),
      },
      null,
    ],
  ])('sends fields the route accepts, read as the form meant them: %s', async (_, answers, report) => {
    const values = complaintFormSchema.parse(answers);
    const read = complaintRouteBody.parse(await sentFields(values, report ?? undefined));
    expect(read).toMatchObject({ name: values.name, email: values.email, subject: values.subject, text: values.text, locale: 'en' });
    if (report) expect(read).toMatchObject({ member_name: 'Bob', reported_member_id: 42, reported_conversation_id: 7 });
  });

  it.each<[string, Partial<typeof filled>]>([
    ['no name', { name: '  ' }],
    ['a name too long', { name: 'n'.repeat(COMPLAINT_LIMITS.name + 1) }],
    ['no email', { email: '' }],
    ['an email that is none', { email: 'ann@' }],
    ['an email too long', { email: `${'a'.repeat(COMPLAINT_LIMITS.email)}@example.com` }],
    ['a member name too long', { member_name: 'm'.repeat(COMPLAINT_LIMITS.memberName + 1) }],
    ['no subject', { subject: ' ' }],
    ['a subject too long', { subject: 's'.repeat(COMPLAINT_LIMITS.subject + 1) }],
    ['a text too short', { text: ' '.repeat(20) + 'short' }],
    ['a text too long', { text: 't'.repeat(COMPLAINT_LIMITS.text + 1) }],
  ])('refuses what the route refuses: %s', (_, change) => {
    const answers = { ...filled, ...change };
    // the route reads the text fields (the attachment is a file part, not a field)
    const fields = { name: answers.name, email: answers.email, member_name: answers.member_name, subject: answers.subject, text: answers.text };
    expect(complaintRouteBody.safeParse({ ...fields, locale: 'en' }).success).toBe(false);
    expect(complaintFormSchema.safeParse(answers).success).toBe(false);
  });
});
