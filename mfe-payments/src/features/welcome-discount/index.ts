export { TimeBonusModal } from './time-bonus-modal';
export { WelcomeDiscountBanner } from './welcome-discount-banner';
export { formatCountdown, useWelcomeDiscount } from './use-welcome-discount';
