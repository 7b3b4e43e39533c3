import type { WelcomeDiscountBannerProps } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { formatPercent } from '../../lib/money';
import { formatCountdown, useWelcomeDiscount } from './use-welcome-discount';

/**
 * The welcome-discount banner (spec 4, 8 welcome_discount_bonus): the offer, the time left counting
 * down each second, and the way to the shop. Nothing at all without a welcome discount, or once the
 * clock ran out; the shell unmounts it on logout and when the member became premium.
 */
export function WelcomeDiscountBanner({ onOpen }: WelcomeDiscountBannerProps) {
  const { t, i18n } = useTranslation('payments');
  const welcome = useWelcomeDiscount();
  if (!welcome) return null;
  const time = formatCountdown(welcome.secondsLeft);
  return (
    <aside className="rdv-welcome-banner" aria-label={t('welcome_discount_bonus.title')}>
      <p className="rdv-welcome-banner__offer">
        <strong>{t('welcome_discount_bonus.special_offer')}</strong>{' '}
        {t('welcome_discount_bonus.welcome_bonus', { percent: formatPercent(welcome.percent, i18n.language) })}
      </p>
      <p className="rdv-welcome-banner__clock">
        {t('welcome_discount_bonus.offer_valid')}{' '}
        <time role="timer" aria-live="off" dateTime={`PT${welcome.secondsLeft}S`} aria-label={t('welcome_discount_bonus.hours', { time })}>
          {time}
        </time>
      </p>
      <button type="button" className="rdv-button rdv-button--secondary" onClick={() => (onOpen ? onOpen() : navigateToUrl('/credits'))}>
        {t('welcome_discount_bonus.unlock_cta')}
      </button>
    </aside>
  );
}
