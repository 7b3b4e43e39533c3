import type { MatchModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { MatchModal } from '../components/match-modal';
import { NAMESPACE, RESOURCES } from '../locales';
// Its own styles: a page outside this area mounts the widget without the area's screens.
import '../components/members.css';

/** MatchModal: this area's match modal as a cross-area widget, mounted by others as a single-spa parcel (props: shared/contracts widgets.ts). */
export default createWidgetParcel<MatchModalProps>('mfe-members', NAMESPACE, RESOURCES, MatchModal);
