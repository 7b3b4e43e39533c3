import { useSession } from '@rendezvous/session-store';

/** A member's square thumbnail (or their initial without a photo), with a badge in its corner. */
export function MemberThumb({ name, thumbFilename, badge }: { name: string; thumbFilename?: string; badge?: string }) {
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  return (
    <span className="rdv-member-card__photo">
      {thumbFilename ? (
        <img src={`${photoPrefix}/${thumbFilename}`} alt="" loading="lazy" width={240} height={240} />
      ) : (
        <span className="rdv-member-card__initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      {badge && <span className="rdv-badge rdv-badge--online">{badge}</span>}
    </span>
  );
}
