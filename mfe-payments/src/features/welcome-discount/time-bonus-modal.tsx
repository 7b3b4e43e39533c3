import { TIME_BONUS_DISMISSED_KEY, type TimeBonusModalProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { formatPercent } from '../../lib/money';
import { formatCountdown, useWelcomeDiscount } from './use-welcome-discount';

/** Closing stores the dismissal with its time (spec 2, 4); storage that refuses means it may show again. */
function storeDismissal(): void {
  try {
    window.localStorage.setItem(TIME_BONUS_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // private mode or blocked storage: the safe side is showing it again some day
  }
}

/**
 * The time bonus modal (spec 4): the shell opens it 40 s into the members area for a member with 0
 * credits who has not dismissed it; it shows the welcome bonus while it runs, and nothing otherwise.
 */
export function TimeBonusModal({ onClose }: TimeBonusModalProps) {
  const { t, i18n } = useTranslation('payments');
  const welcome = useWelcomeDiscount();
  if (!welcome) return null;
  const close = () => {
    storeDismissal();
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-time-bonus__backdrop" />
        <Dialog.Content className="rdv-time-bonus">
          <Dialog.Close className="rdv-time-bonus__close" aria-label={t('time_bonus_modal.close')}>
            ×
          </Dialog.Close>
          <Dialog.Title>{t('welcome_discount_bonus.title')}</Dialog.Title>
          <Dialog.Description>{t('welcome_discount_bonus.welcome_bonus', { percent: formatPercent(welcome.percent, i18n.language) })}</Dialog.Description>
          <p className="rdv-time-bonus__clock">
            {t('welcome_discount_bonus.offer_valid')}{' '}
            <time role="timer" dateTime={`PT${welcome.secondsLeft}S`}>
              {formatCountdown(welcome.secondsLeft)}
            </time>
          </p>
          <p>{t('welcome_discount_bonus.act_fast')}</p>
          <p>{t('welcome_discount_bonus.instant_recieve')}</p>
          <div className="rdv-time-bonus__actions">
            <button
              type="button"
              className="rdv-button"
              onClick={() => {
                close();
                navigateToUrl('/credits');
              }}
            >
              {t('welcome_discount_bonus.unlock_cta')}
            </button>
            <button type="button" className="rdv-button rdv-button--link" onClick={close}>
              {t('time_bonus_modal.later')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
