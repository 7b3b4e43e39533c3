import { render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@rendezvous/i18n';
import { I18nextProvider } from 'react-i18next';
import { ErrorPage, type ErrorPageProps } from './error-page';

beforeAll(() => initI18n('en'));

function renderPage(props: ErrorPageProps) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ErrorPage {...props} />
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows status 500 and the message Error by default, without a home link', () => {
    renderPage({});
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the spec 404 wording and a link back to the home page', () => {
    renderPage({ status: 404 });
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a given message', () => {
    renderPage({ status: 403, message: 'Forbidden here' });
    expect(screen.getByRole('heading', { name: 'Forbidden here' })).toBeInTheDocument();
  });
});
