import type { WelcomeDiscountBannerProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { WelcomeDiscountBanner } from '../features/welcome-discount';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import '../components/payments.css';

/** WelcomeDiscountBanner: mounted by the shell in its banner region (shared/contracts widgets.ts). */
function Widget(props: WelcomeDiscountBannerProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <WelcomeDiscountBanner {...props} />
    </QueryClientProvider>
  );
}

export default createWidgetParcel<WelcomeDiscountBannerProps>('mfe-payments', NAMESPACE, RESOURCES, Widget);
