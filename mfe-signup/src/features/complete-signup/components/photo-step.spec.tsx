import { PHOTO_MESSAGES, PHOTO_UPLOAD_MAX_BYTES, type OwnPhotos } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, deferred, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(() => {
  startFresh();
  act(() => {
    sessionStore.getState().setSettings(buildSettings({ cdn_prefix: '/cdn-photos' }));
    sessionStore.getState().setUser(buildUser({ status: 'not_confirmed', signup_step: 'photo' }));
  });
});

const uploaded: OwnPhotos = {
  photos: [{ id: 7, status: 'being_inspected', main: true, filename: 'p7.jpg', thumb_filename: 'p7_t.jpg', created_at: '2026-03-01T10:00:00.000Z' }],
  limit: 3,
  premium: false,
};
const nextStep = {
  'PUT /api/account/signup/steps/photo': () => answer(200, buildUser({ status: 'not_confirmed', signup_step: 'personal_info' })),
  'GET /api/regions.php': () => answer(200, {}),
  'GET /api/user.php': () => answer(200, buildUser({ status: 'not_confirmed', signup_step: 'photo' })),
};

function jpeg(size?: number): File {
  const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('/complete-signup, the photo step', () => {
  it('uploads the chosen photo, shows it being inspected, then continues and records the step', async () => {
    const upload = deferred<Response>();
    const api = mockApi({ ...nextStep, 'POST /api/members/photos': () => upload.promise });
    await renderSignupAt('/complete-signup');
    const file = jpeg();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), file);

    expect(await screen.findByRole('progressbar', { name: 'Uploading your photo…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(api.bodyOf('POST /api/members/photos')).toBe(file);

    upload.resolve(answer(201, uploaded));
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/cdn-photos/p7_t.jpg');
    expect(screen.getByText('Being inspected')).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('GET /api/user.php'));

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 3 of 5' })).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/account/signup/steps/photo')).toEqual({});
  });

  it('refuses a photo larger than 10 MB before sending it, and can still be skipped', async () => {
    const api = mockApi(nextStep);
    await renderSignupAt('/complete-signup');
    await userEvent.upload(screen.getByLabelText('Choose a photo'), jpeg(PHOTO_UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByText(PHOTO_MESSAGES.tooLarge)).toHaveAttribute('role', 'alert');
    expect(api.calls()).not.toContain('POST /api/members/photos');

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 3 of 5' })).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before sending it', async () => {
    const api = mockApi(nextStep);
    await renderSignupAt('/complete-signup');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose a photo'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(PHOTO_MESSAGES.notAnImage)).toHaveAttribute('role', 'alert');
    expect(api.calls()).not.toContain('POST /api/members/photos');
  });

  it("shows the server's refusal of a file it cannot read", async () => {
    mockApi({ ...nextStep, 'POST /api/members/photos': () => envelope(422, 'PHOTO.NOT_AN_IMAGE', PHOTO_MESSAGES.notAnImage) });
    await renderSignupAt('/complete-signup');
    await userEvent.upload(screen.getByLabelText('Choose a photo'), jpeg());
    expect(await screen.findByText(PHOTO_MESSAGES.notAnImage)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(screen.queryByText('Being inspected')).not.toBeInTheDocument();
  });
});
