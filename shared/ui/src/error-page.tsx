import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorPageProps {
  /** defaults to 500 (spec section 8) */
  status?: number;
  /** defaults to the localized 'Error' */
  message?: string;
}

function ErrorPageContent({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const text = message ?? (status === 404 ? t('not_found') : t('error_default'));
  return (
    <section className="rdv-error-page" role="alert" aria-labelledby="rdv-error-title">
      <p className="rdv-error-page__status">{status}</p>
      <h1 id="rdv-error-title">{text}</h1>
      {status === 404 && <a href="/">{t('back_home')}</a>}
    </section>
  );
}

function ErrorPageFailure() {
  const { t } = useTranslation('errors');
  return (
    <section className="rdv-error-page" role="alert">
      <h1>{t('error_page_failed')}</h1>
      <a href="/">{t('go_back_home')}</a>
    </section>
  );
}

/** The generic error page of spec section 8, with its own fallback if showing it fails. */
export class ErrorPage extends Component<ErrorPageProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFailure /> : <ErrorPageContent {...this.props} />;
  }
}
