import { PHOTO_MESSAGES, PHOTO_UPLOAD_MAX_BYTES } from '@rendezvous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, deferred, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';
import { ownPhoto, ownPhotos, ownProfile, profileReferenceData } from '../testing/own-profile-fixtures';

beforeEach(logInMember);

const photosSection = () => screen.getByRole('region', { name: 'Photos' });
const photo = (number: number) => within(photosSection()).getByRole('listitem', { name: `Photo ${number}` });

/** /profile once the member's profile has loaded. */
async function openProfile() {
  await renderMembersAt('/profile');
  await screen.findByRole('region', { name: 'Photos' });
}

function jpeg(name = 'me.jpg', size?: number): File {
  const file = new File(['jpeg bytes'], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('/profile, the photos', () => {
  it('shows the count, the main photo and which photos are still being inspected', async () => {
    const photos = [ownPhoto(1, { main: true }), ownPhoto(2, { status: 'being_inspected' })];
    mockApi({ ...profileReferenceData, 'GET /api/members/profile': () => answer(200, ownProfile({ photos })) });
    await openProfile();
    expect(await within(photosSection()).findByText('2 of 3 photos')).toBeInTheDocument();
    expect(within(photo(1)).getByText('Main photo')).toBeInTheDocument();
    expect(within(photo(1)).queryByText('Being inspected')).not.toBeInTheDocument();
    expect(within(photo(2)).getByText('Being inspected')).toBeInTheDocument();
    expect(within(photo(2)).getByRole('img')).toHaveAttribute('src', '/photos/p2_t.jpg');
    // Only an inspected photo can become the main one.
    expect(within(photo(2)).queryByRole('button', { name: 'Make main' })).not.toBeInTheDocument();
    expect(within(photosSection()).getByLabelText('Add photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('uploads the picked file itself and shows it being inspected, then reads the session again', async () => {
    const upload = deferred<Response>();
    const api = mockApi({
      ...profileReferenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'POST /api/members/photos': () => upload.promise,
    });
    await openProfile();
    const file = jpeg();
    await userEvent.upload(await screen.findByLabelText('Add photo'), file);

    expect(await screen.findByRole('progressbar', { name: 'Uploading your photo…' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add photo')).toBeDisabled();
    expect(api.bodyOf('POST /api/members/photos')).toBe(file);

    upload.resolve(answer(201, ownPhotos([ownPhoto(7, { status: 'being_inspected', main: true })])));
    expect(await within(photosSection()).findByText('1 of 3 photos')).toBeInTheDocument();
    expect(within(photo(1)).getByText('Being inspected')).toBeInTheDocument();
    expect(screen.getByText('Your photo has been uploaded. It shows on your profile once it has been inspected.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('GET /api/user.php'));
  });

  it('refuses a photo larger than 10 MB before sending it, in the words the server would use', async () => {
    const api = mockApi({ ...profileReferenceData, 'GET /api/members/profile': () => answer(200, ownProfile()) });
    await openProfile();
    await userEvent.upload(await screen.findByLabelText('Add photo'), jpeg('huge.jpg', PHOTO_UPLOAD_MAX_BYTES + 1));
    expect(await within(photosSection()).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLarge);
    expect(api.calls()).not.toContain('POST /api/members/photos');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before sending it', async () => {
    const api = mockApi({ ...profileReferenceData, 'GET /api/members/profile': () => answer(200, ownProfile()) });
    await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Add photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(photosSection()).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.notAnImage);
    expect(api.calls()).not.toContain('POST /api/members/photos');
  });

  it("shows the server's refusal of an upload over the limit", async () => {
    mockApi({
      ...profileReferenceData,
      'GET /api/members/profile': () => answer(200, ownProfile({ photos: [ownPhoto(1, { main: true })] })),
      'POST /api/members/photos': () => envelope(409, 'PHOTO.LIMIT', PHOTO_MESSAGES.limitFree(3, 25)),
    });
    await openProfile();
    await userEvent.upload(await screen.findByLabelText('Add photo'), jpeg());
    expect(await within(photosSection()).findByRole('alert')).toHaveTextContent('You can have up to 3 photos. Go premium to add up to 25.');
    expect(within(photosSection()).getByText('1 of 3 photos')).toBeInTheDocument();
  });

  it('at the limit, tells a free member the limit and leads to premium instead of offering an upload', async () => {
    const photos = [ownPhoto(1, { main: true }), ownPhoto(2), ownPhoto(3)];
    mockApi({ ...profileReferenceData, 'GET /api/members/profile': () => answer(200, ownProfile({ photos })) });
    await openProfile();
    expect(await within(photosSection()).findByText('3 of 3 photos')).toBeInTheDocument();
    expect(within(photosSection()).getByText(/You can have up to 3 photos\. Go premium to add up to 25\./)).toBeInTheDocument();
    expect(within(photosSection()).getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
    expect(within(photosSection()).queryByLabelText('Add photo')).not.toBeInTheDocument();
  });

  it('at the limit, tells a premium member to delete one first, without a premium link', async () => {
    const photos = Array.from({ length: 25 }, (_, index) => ownPhoto(index + 1, { main: index === 0 }));
    mockApi({ ...profileReferenceData, 'GET /api/members/profile': () => answer(200, ownProfile({ photos, photo_limit: 25, premium: true })) });
    await openProfile();
    expect(await within(photosSection()).findByText(PHOTO_MESSAGES.limit(25))).toBeInTheDocument();
    expect(within(photosSection()).queryByRole('link', { name: 'Go premium' })).not.toBeInTheDocument();
  });

  it('deletes a photo only after the member confirms', async () => {
    const api = mockApi({
      ...profileReferenceData,
      'GET /api/members/profile': () => answer(200, ownProfile({ photos: [ownPhoto(1, { main: true }), ownPhoto(2)] })),
      'DELETE /api/members/photos/2': () => answer(200, ownPhotos([ownPhoto(1, { main: true })])),
    });
    await openProfile();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Photo 2' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).not.toContain('DELETE /api/members/photos/2');

    await userEvent.click(within(photo(2)).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await within(photosSection()).findByText('1 of 3 photos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /api/members/photos/2');
  });

  it('makes an inspected photo the main one', async () => {
    const api = mockApi({
      ...profileReferenceData,
      'GET /api/members/profile': () => answer(200, ownProfile({ photos: [ownPhoto(1, { main: true }), ownPhoto(2)] })),
      'PUT /api/members/photos/2/main': () => answer(200, ownPhotos([ownPhoto(1), ownPhoto(2, { main: true })])),
    });
    await openProfile();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Photo 2' })).getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(within(photo(2)).getByText('Main photo')).toBeInTheDocument());
    expect(within(photo(1)).getByRole('button', { name: 'Make main' })).toBeInTheDocument();
    expect(api.calls()).toContain('PUT /api/members/photos/2/main');
  });
});
