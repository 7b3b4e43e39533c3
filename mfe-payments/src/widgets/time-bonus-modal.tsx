import type { TimeBonusModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { TimeBonusModal } from '../features/welcome-discount';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import '../components/payments.css';

/** TimeBonusModal: mounted by the shell 40 s into the members area (shared/contracts widgets.ts). */
function Widget(props: TimeBonusModalProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TimeBonusModal {...props} />
    </QueryClientProvider>
  );
}

export default createWidgetParcel<TimeBonusModalProps>('mfe-payments', NAMESPACE, RESOURCES, Widget);
