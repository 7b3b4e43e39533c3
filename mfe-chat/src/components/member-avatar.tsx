import type { MemberCard } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';

/** A member's round thumbnail (their initial without a photo), with the online dot. */
export function MemberAvatar({ card, size = 48 }: { card: MemberCard | null | undefined; size?: number }) {
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const name = card?.name ?? '?';
  return (
    <span className="rdv-chat-avatar" style={{ width: size, height: size }}>
      {card?.main_image ? (
        <img src={`${photoPrefix}/${card.main_image.thumb_filename}`} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <span className="rdv-chat-avatar__initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      {card?.online && <span className="rdv-chat-avatar__online" />}
    </span>
  );
}
