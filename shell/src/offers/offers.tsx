import { RemoteWidget, usePathname } from '@rendezvous/remote-kit';
import { isInMembersArea } from '@rendezvous/route-table';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useState } from 'react';
import { TIME_BONUS_POPUP_DELAY_MS, timeBonusMayOpen, welcomeBonusVisible } from './offer-rules';

/**
 * The welcome-discount banner in the banner region (mfe-payments' widget). Unmounted on logout and
 * when the member became premium; a promotion that cannot load simply is not there.
 */
export function WelcomeDiscountBannerSlot() {
  const visible = useSession((state) => welcomeBonusVisible(state.user));
  if (!visible) return null;
  return <RemoteWidget remote="mfe-payments" widget="WelcomeDiscountBanner" props={{}} fallback={() => null} />;
}

/**
 * The time bonus modal (spec 4, 9): 40 s after entering the members area, for a logged-in member
 * with 0 credits whose bonus runs and who has not closed it before (the widget stores that).
 * Leaving the members area stops the clock; coming back starts it again.
 */
export function TimeBonusSlot() {
  const pathname = usePathname();
  const inArea = isInMembersArea(pathname);
  const mayOpen = useSession((state) => timeBonusMayOpen(state.user));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!inArea || !mayOpen) return undefined;
    const timer = setTimeout(() => setOpen(true), TIME_BONUS_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inArea, mayOpen]);

  if (!open || !mayOpen) return null;
  return <RemoteWidget remote="mfe-payments" widget="TimeBonusModal" props={{ onClose: () => setOpen(false) }} fallback={() => null} />;
}
