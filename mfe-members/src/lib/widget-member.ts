import type { MemberCard, WidgetMember } from '@rendezvous/contracts';

/** A card's member as the match and like modals take it: the main photo's full size under the site's photo prefix. */
export function widgetMember(card: Pick<MemberCard, 'id' | 'name' | 'main_image'>, photoPrefix: string): WidgetMember {
  return { id: card.id, name: card.name, photoUrl: card.main_image ? `${photoPrefix}/${card.main_image.filename}` : null };
}
