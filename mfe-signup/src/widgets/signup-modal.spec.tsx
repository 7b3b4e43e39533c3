import { i18n, initI18n, addNamespace } from '@rendezvous/i18n';
import { buildUser } from '@rendezvous/session-store/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';
import { answer, deferred, mockApi } from '../testing/api-mock';
import { startFresh } from '../testing/render';
import { SignupModal } from './signup-modal';

beforeAll(async () => {
  await initI18n('en');
  await addNamespace(NAMESPACE, RESOURCES);
});
beforeEach(() => {
  startFresh();
  window.history.pushState({}, '', '/landers/gallery');
});

function renderModal(onClose = jest.fn()) {
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <button type="button">behind the modal</button>
      <SignupModal onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

async function submitSignup() {
  const year = String(new Date().getFullYear() - 30);
  await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.type(screen.getByLabelText('Username'), 'Anna');
  await userEvent.selectOptions(screen.getByLabelText('Day'), '1');
  await userEvent.selectOptions(screen.getByLabelText('Month'), 'May');
  await userEvent.selectOptions(screen.getByLabelText('Year'), year);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('SignupModal', () => {
  it('is a modal dialog named by its title, with focus on the first field', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Sign up for free' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });

  it('closes with Escape before a signup is sent', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('once the visitor started signing up, Escape and the backdrop leave it open; the close button still closes it', async () => {
    const onClose = renderModal();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@exa');
    // e.g. an Escape meant for the browser's autofill list
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('signup-modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@exa');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with a click on the backdrop, not with a click inside the dialog', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('heading', { name: 'Sign up for free' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('signup-modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed by Escape, backdrop or its close button while the signup is in progress', async () => {
    const signupAnswer = deferred<Response>();
    mockApi({ 'POST /api/account/signup': () => signupAnswer.promise });
    const onClose = renderModal();
    await submitSignup();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('signup-modal-backdrop'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    // Once the account exists the modal hands over to the signup steps and closes.
    signupAnswer.resolve(answer(201, buildUser({ status: 'not_confirmed', signup_step: 'message' })));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/complete-signup');
  });

  it('can be closed again with its close button when the signup failed', async () => {
    mockApi({
      'POST /api/account/signup': () =>
        answer(400, { statusCode: 400, code: 'SIGNUP.INVALID_EMAIL', message: 'Invalid email', errors: { email: ['Invalid email'] } }),
    });
    const onClose = renderModal();
    await submitSignup();
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus inside the dialog', async () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const loginLink = screen.getByRole('link', { name: 'Log in' });
    loginLink.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(loginLink).toHaveFocus();
    // The page behind is hidden from assistive technology while the modal is open (no role to find it by).
    screen.getByText('behind the modal').focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
