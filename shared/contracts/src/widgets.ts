// The cross-area widgets (platform.md, "Cross-area widgets"): each is exposed by the remote that
// owns its domain and mounted by others only through remote-kit's <RemoteWidget>, which checks the
// props against this one table. A widget whose props change changes here first, so every caller
// that mounts it stops compiling instead of breaking at run time.

/** A member as a widget shows them: enough for a photo and a name, without loading the profile. */
export interface WidgetMember {
  id: number;
  name: string;
  /** the main photo's URL; null when the member has none (the widget shows a placeholder) */
  photoUrl: string | null;
}

export interface SignupModalProps {
  /** the visitor closed the modal (backdrop, Escape or the close button); never while a signup is in progress (spec 2) */
  onClose?: () => void;
  /** a member lander's member (issue 12): after the last signup step the new member goes to their profile */
  landerMemberId?: number;
}

export interface MatchModalProps {
  /** the liked profile of the mutual like (spec 2: "It's a Match") */
  member: WidgetMember;
  /** tapping the photo reports the profile id */
  onPhoto: (memberId: number) => void;
  /** the one button reports the profile id */
  onAction: (memberId: number) => void;
  /** the close icon, or a tap elsewhere */
  onClose: () => void;
}

export interface LikeModalProps {
  /** the member who liked the visitor (spec 4: query parameter t) */
  member: WidgetMember;
  /** leads to the member's profile */
  onOpenProfile: (memberId: number) => void;
  onClose: () => void;
}

export interface GiftPickerProps {
  /** the member the gift is for */
  recipientId: number;
  /** a gift was sent (credits spent by the chat service) */
  onSent?: (giftId: string) => void;
  onClose: () => void;
}

export interface TimeBonusModalProps {
  /** closing stores the dismissal (spec 4); the caller only hides it */
  onClose: () => void;
}

export interface WelcomeDiscountBannerProps {
  /** the banner's call to action: the caller decides where it leads (normally /credits) */
  onOpen?: () => void;
}

/** Every widget of every remote, with its props: remote → widget (the exposed module's name) → props. */
export interface WidgetCatalogue {
  'mfe-signup': { SignupModal: SignupModalProps };
  'mfe-members': { MatchModal: MatchModalProps; LikeModal: LikeModalProps };
  'mfe-chat': { GiftPicker: GiftPickerProps };
  'mfe-payments': { TimeBonusModal: TimeBonusModalProps; WelcomeDiscountBanner: WelcomeDiscountBannerProps };
}

export type WidgetRemote = keyof WidgetCatalogue;
export type WidgetName<R extends WidgetRemote> = keyof WidgetCatalogue[R] & string;
export type WidgetPropsOf<R extends WidgetRemote, W extends WidgetName<R>> = WidgetCatalogue[R][W];

/** The same table as values: which widgets each remote exposes (its webpack `exposes` must list them). */
export const WIDGETS: { readonly [R in WidgetRemote]: ReadonlyArray<WidgetName<R>> } = {
  'mfe-signup': ['SignupModal'],
  'mfe-members': ['MatchModal', 'LikeModal'],
  'mfe-chat': ['GiftPicker'],
  'mfe-payments': ['TimeBonusModal', 'WelcomeDiscountBanner'],
};

/**
 * The contract version of each widget's props (ADR 0017 §3). Every build records the versions it exposes and
 * the versions it mounts in its release.json, and the release gate refuses a release that would meet a live
 * build of another contract: a consumer built against contract 2 is not released while the provider exposes
 * 1, and a provider does not drop contract 1 while a live consumer mounts it. Bump a widget's number with
 * every change of its props interface (or of a type it uses); widgets.spec.ts fails, naming the widget, when
 * the props changed and the number did not.
 */
export const WIDGET_CONTRACT_VERSIONS: { readonly [R in WidgetRemote]: { readonly [W in WidgetName<R>]: number } } = {
  'mfe-signup': { SignupModal: 1 },
  'mfe-members': { MatchModal: 1, LikeModal: 1 },
  'mfe-chat': { GiftPicker: 1 },
  'mfe-payments': { TimeBonusModal: 1, WelcomeDiscountBanner: 1 },
};
