import type { UserProfile } from '@rendezvous/contracts';
import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DefaultLayout } from '../layouts/layouts';

const disabledProfile = { id: 5, name: 'Anna', country: 'NL', status: 'disabled', gender: 'female', age: 31, main_image: null } as UserProfile;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  window.history.pushState({}, '', '/members');
});
afterEach(() => act(() => resetSession()));

function renderFor(signupStep: 'message' | 'photo' | null) {
  act(() =>
    sessionStore.setState({
      settings: buildSettings(),
      user: buildUser({ status: 'not_confirmed', signup_step: signupStep, profile: disabledProfile }),
      userLoaded: true,
    }),
  );
  render(
    <I18nextProvider i18n={i18n}>
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>
    </I18nextProvider>,
  );
}

describe('the activation banner of a member who left signup halfway (issue 31, defect 8)', () => {
  it('leads back to the signup steps and promises no mail that was never sent', () => {
    renderFor('photo');
    expect(screen.getByText('Your signup is not finished yet. Complete the last steps and we will send you the activation link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish signing up' })).toHaveAttribute('href', '/complete-signup');
    expect(screen.queryByText(/link we sent you/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).not.toBeInTheDocument();
  });

  it('after the last step, when the mail went out, reminds of the mail as before', () => {
    renderFor(null);
    expect(screen.getByText('Please confirm your e-mail address with the link we sent you.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Finish signing up' })).not.toBeInTheDocument();
  });
});
