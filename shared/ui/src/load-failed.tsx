import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** what could not be loaded, in the remote's own words */
  message: string;
  onRetry: () => void;
}

/** A read that failed after its retries (spec 7): what failed, and a way to try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('errors');
  return (
    <p role="alert" className="rdv-alert rdv-alert--danger">
      {message}{' '}
      <button type="button" className="rdv-button rdv-button--link" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
