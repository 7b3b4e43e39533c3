import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser } from '@rendezvous/session-store/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAMESPACE, RESOURCES } from '../../locales';
import { AppRoutes } from '../../routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'screenshot.png', { type: 'image/png' });
const formOf = (api: ReturnType<typeof mockApi>) => api.bodyOf('POST /api/complaints.php') as FormData;

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Eva Jansen', email = 'eva@example.test', subject = 'Payment taken twice', text = 'I was charged twice for the same bundle of credits.' } = {},
) {
  if (name) await user.type(screen.getByLabelText('Your name'), name);
  if (email) await user.type(screen.getByLabelText('Your e-mail address'), email);
  if (subject) await user.type(screen.getByLabelText('Subject'), subject);
  if (text) await user.type(screen.getByLabelText('Your complaint'), text);
}

afterEach(() => act(() => sessionStore.getState().setUser(null)));

describe('/complaints', () => {
  it("sends a visitor's complaint with its attachment and shows the reference to note, as no confirmation is mailed", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/complaints.php': () => answer(201, { id: 42, reference: 'C-000042', mailed: false }) });
    await renderAt('/complaints');
    await screen.findByRole('heading', { level: 1, name: 'Complaints' });
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachment (optional)'), PNG());
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your reference is C-000042; please note it down. We will answer at eva@example.test within 14 days.',
    );
    const sent = formOf(api);
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Eva Jansen',
      email: 'eva@example.test',
      subject: 'Payment taken twice',
      text: 'I was charged twice for the same bundle of credits.',
      locale: 'en',
    });
    expect((sent.get('attachment') as File).name).toBe('screenshot.png');
  });

  it('says what is missing or wrong before sending anything', async () => {
    // The file dialog offers images and PDFs first, but a visitor can still pick any file.
    const user = userEvent.setup({ applyAccept: false });
    const api = mockApi({});
    await renderAt('/complaints');
    await screen.findByRole('heading', { level: 1, name: 'Complaints' });
    await fillIn(user, { name: '', email: 'not-an-address', subject: '', text: 'short' });
    await user.upload(screen.getByLabelText('Attachment (optional)'), new File(['#!/bin/sh'], 'run.sh', { type: 'text/x-sh' }));
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2);
    expect(screen.getByText('Describe your complaint in 10 to 5000 characters.')).toBeInTheDocument();
    expect(screen.getByText('Attach an image (JPEG, PNG, WebP, GIF) or a PDF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toEqual([]);
  });

  it('shows the server’s refusal beside the field it is about', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/complaints.php': () =>
        envelope(415, 'COMPLAINT.ATTACHMENT_TYPE', 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF.', { attachment: ['This file is not really an image.'] }),
    });
    await renderAt('/complaints');
    await screen.findByRole('heading', { level: 1, name: 'Complaints' });
    await fillIn(user);
    await user.upload(screen.getByLabelText('Attachment (optional)'), PNG());
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('This file is not really an image.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opened from a Report action: the member is named, the subject is set, and the report carries the profile and conversation', async () => {
    const user = userEvent.setup();
    act(() =>
      sessionStore.getState().setUser(
        buildUser({
          email: 'bram@example.test',
          profile: { id: 7, name: 'Bram', country: 'NL', status: 'active', gender: 'male', age: 34, main_image: null },
        }),
      ),
    );
    const api = mockApi({ 'POST /api/complaints.php': () => answer(201, { id: 43, reference: 'C-000043', mailed: true }) });
    await renderAt('/complaints?member=Anna&member_id=12&conversation=34');
    expect(await screen.findByText('You are reporting Anna. Say what happened; a screenshot helps.')).toBeInTheDocument();
    expect(screen.getByLabelText('Member name (if it is about a member)')).toHaveValue('Anna');
    expect(screen.getByLabelText('Subject')).toHaveValue('Report: Anna');
    expect(screen.getByLabelText('Your name')).toHaveValue('Bram');
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('bram@example.test');
    await user.type(screen.getByLabelText('Your complaint'), 'She sent me insulting messages.');
    await user.clear(screen.getByLabelText('Your e-mail address'));
    await user.type(screen.getByLabelText('Your e-mail address'), 'someone-else@example.test');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    // A member's confirmation goes to their account's own address, whatever the field said.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your reference is C-000043. We sent a confirmation to bram@example.test and will answer within 14 days.',
    );
    const sent = formOf(api);
    expect(sent.get('reported_member_id')).toBe('12');
    expect(sent.get('reported_conversation_id')).toBe('34');
    expect(sent.get('member_name')).toBe('Anna');
  });
});
