import type { GiftPickerProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { GiftPicker } from '../components/gifts/gift-picker';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import '../chat.css';

/** GiftPicker: a cross-area widget of this remote (the profile page's gift button mounts it as a parcel). */
function GiftPickerWidget(props: GiftPickerProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GiftPicker {...props} />
    </QueryClientProvider>
  );
}

export default createWidgetParcel<GiftPickerProps>('mfe-chat', NAMESPACE, RESOURCES, GiftPickerWidget);
