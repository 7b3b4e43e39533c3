/** The notices of the default layout's banner area, one kind each. */
export type BannerKind = 'activation' | 'notifications_disabled' | 'photo' | 'push' | 'welcome_discount';

/**
 * The order of the banner area (docs/product-rules.md, section 4 "one banner at a time on a phone"):
 * what keeps the account working comes first (activation, then mail that no longer arrives), then what
 * makes the member seen (the photo), then the offer to notify, and the promotion last.
 */
export const BANNER_PRIORITY: readonly BannerKind[] = ['activation', 'notifications_disabled', 'photo', 'push', 'welcome_discount'];

export interface BannerSelection {
  shown: BannerKind[];
  /** due but folded away behind the "N more" control */
  folded: BannerKind[];
}

/**
 * Which due banners show. On a phone three stacked banners fill the first screen (about 420 px at
 * 390 px wide), so a phone shows only the first due one until the member asks for the others;
 * wider screens show every due banner. Either way in BANNER_PRIORITY order.
 */
export function selectBanners(due: readonly BannerKind[], { phone, expanded }: { phone: boolean; expanded: boolean }): BannerSelection {
  const ordered = BANNER_PRIORITY.filter((kind) => due.includes(kind));
  if (!phone || expanded) return { shown: ordered, folded: [] };
  return { shown: ordered.slice(0, 1), folded: ordered.slice(1) };
}
