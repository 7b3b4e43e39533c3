import { WELCOME_DISCOUNT_TICK_MS } from '@rendezvous/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getWelcomeDiscount } from '../../api/payments';
import { paymentKeys } from '../../lib/payment-keys';

/**
 * The member's welcome discount (spec 4): asked once (GET /api/discountcode.php?welcome=true), an
 * error there meaning "none" (spec 7), and the seconds left, counted down each second. Null when
 * there is none or the clock ran out.
 */
export function useWelcomeDiscount(): { percent: number; secondsLeft: number } | null {
  const welcome = useQuery({ queryKey: paymentKeys.welcome(), queryFn: getWelcomeDiscount, staleTime: Infinity, retry: false });
  const expires = welcome.data ? Date.parse(welcome.data.expires ?? '') : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(expires)) return undefined;
    const timer = setInterval(() => setNow(Date.now()), WELCOME_DISCOUNT_TICK_MS);
    return () => clearInterval(timer);
  }, [expires]);
  if (!welcome.data || Number.isNaN(expires)) return null;
  const secondsLeft = Math.floor((expires - now) / 1000);
  return secondsLeft > 0 ? { percent: welcome.data.value_percentage, secondsLeft } : null;
}

/** hh:mm:ss, as the banner counts down (spec 4). */
export function formatCountdown(seconds: number): string {
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
