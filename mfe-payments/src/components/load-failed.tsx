import { useTranslation } from 'react-i18next';

/** A read that failed after its retries (spec 7): what failed, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <p role="alert" className="rdv-alert rdv-alert--danger">
      {message}{' '}
      <button type="button" className="rdv-button rdv-button--link" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
