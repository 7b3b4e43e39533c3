import type { LikeModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { LikeModal } from '../components/like-modal';
import { NAMESPACE, RESOURCES } from '../locales';
// Its own styles: a page outside this area mounts the widget without the area's screens.
import '../components/members.css';

/** LikeModal: this area's like modal as a cross-area widget, mounted by the shell as a single-spa parcel (props: shared/contracts widgets.ts). */
export default createWidgetParcel<LikeModalProps>('mfe-members', NAMESPACE, RESOURCES, LikeModal);
