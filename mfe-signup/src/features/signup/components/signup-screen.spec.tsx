import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';
import { SIGNUP_DRAFT_STORAGE_KEY } from '../stores/signup-draft';

beforeEach(startFresh);

const adultYear = String(new Date().getFullYear() - 30);

async function fillSignupForm({ email = 'anna@example.com', password = 'secret-pass', name = 'Anna' } = {}) {
  await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Username'), name);
  await userEvent.selectOptions(screen.getByLabelText('Day'), '12');
  await userEvent.selectOptions(screen.getByLabelText('Month'), 'April');
  await userEvent.selectOptions(screen.getByLabelText('Year'), adultYear);
}

describe('/signup', () => {
  it('creates the account with the form and the tracking data, then opens the signup steps', async () => {
    const api = mockApi({ 'POST /api/account/signup': () => answer(201, buildUser({ status: 'not_confirmed', signup_step: 'message' })) });
    // The visitor arrives with tracking in the query and moves on inside the area: it must survive that.
    await renderSignupAt('/login?network=affiliate-7&sub1=banner');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up for free' }));
    await fillSignupForm();
    await userEvent.type(screen.getByLabelText('Your first message to the members (optional)'), 'Hi there');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
    expect(api.bodyOf('POST /api/account/signup')).toEqual({
      email: 'anna@example.com',
      password: 'secret-pass',
      name: 'Anna',
      date_of_birth: `${adultYear}-04-12`,
      signup_message: 'Hi there',
      tracking: { network: 'affiliate-7', sub1: 'banner' },
    });
    expect(window.localStorage.getItem(SIGNUP_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('shows the message typed on the signup form again in the first signup step', async () => {
    mockApi({ 'POST /api/account/signup': () => answer(201, buildUser({ status: 'not_confirmed', signup_step: 'message' })) });
    await renderSignupAt('/signup');
    await fillSignupForm();
    await userEvent.type(screen.getByLabelText('Your first message to the members (optional)'), 'Hi Julia, nice photos!');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('Hi Julia, nice photos!');
  });

  it("shows each of the server's field errors beside its own field", async () => {
    mockApi({
      'POST /api/account/signup': () =>
        envelope(400, 'VALIDATION.FAILED', 'Username may not start with @', {
          name: ['Username may not start with @'],
          date_of_birth: ['Enter your date of birth (18+)'],
        }),
    });
    await renderSignupAt('/signup');
    await fillSignupForm({ name: '@anna' });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username may not start with @'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Enter your date of birth (18+)');
    expect(screen.getByLabelText('E-mail address')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(window.location.pathname).toBe('/signup');
  });

  it('shows a message the server gives for no field in the alert region', async () => {
    mockApi({
      'POST /api/account/signup': () => envelope(403, 'SIGNUP.TRAFFICSOURCE_REQUIRED', 'Signing up is possible only through one of our partner sites.'),
    });
    await renderSignupAt('/signup');
    await fillSignupForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing up is possible only through one of our partner sites.');
  });

  it('keeps the draft through a reload, but never the password', async () => {
    const first = await renderSignupAt('/signup');
    await fillSignupForm({ password: 'do-not-keep-me' });
    await userEvent.type(screen.getByLabelText('Your first message to the members (optional)'), 'Hello!');
    first.unmount();

    expect(window.localStorage.getItem(SIGNUP_DRAFT_STORAGE_KEY)).not.toContain('do-not-keep-me');
    await renderSignupAt('/signup');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Username')).toHaveValue('Anna');
    expect(screen.getByLabelText('Day')).toHaveValue('12');
    expect(screen.getByLabelText('Month')).toHaveValue('4');
    expect(screen.getByLabelText('Year')).toHaveValue(adultYear);
    expect(screen.getByLabelText('Your first message to the members (optional)')).toHaveValue('Hello!');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("asks for the date of birth with the site's minimum age", async () => {
    act(() => sessionStore.getState().setSettings(buildSettings({ min_age: 21 })));
    await renderSignupAt('/signup');
    expect(screen.getByRole('group', { name: 'Enter your date of birth (21+)' })).toBeInTheDocument();
    // Nobody younger than the minimum age can be picked.
    expect(screen.getByRole('option', { name: String(new Date().getFullYear() - 21) })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: String(new Date().getFullYear() - 20) })).toBeNull();
  });

  it('sends a member with unfinished signup steps back to them', async () => {
    act(() => sessionStore.getState().setUser(buildUser({ status: 'not_confirmed', signup_step: 'photo' })));
    await renderSignupAt('/signup');
    expect(window.location.pathname).toBe('/complete-signup');
  });
});
