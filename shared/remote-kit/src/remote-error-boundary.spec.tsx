import { initI18n, i18n } from '@rendezvous/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RemoteErrorBoundary } from './remote-error-boundary';

beforeAll(() => initI18n('en'));

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>remote content</p>;
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the localized fallback when the remote throws, and the remote again after retry', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteErrorBoundary remote="mfe-test">
          <Flaky />
        </RemoteErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('This part of the site could not be loaded right now.')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});
