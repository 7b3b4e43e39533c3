import { useTranslation } from 'react-i18next';

export interface RemoteFallbackProps {
  onRetry: () => void;
}

/** What a remote's slot shows when its code cannot be fetched or throws (platform.md, failure isolation). */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('errors');
  return (
    <section className="rdv-fallback" role="alert" data-testid="remote-fallback">
      <p>{t('remote_unavailable')}</p>
      <button type="button" className="rdv-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
