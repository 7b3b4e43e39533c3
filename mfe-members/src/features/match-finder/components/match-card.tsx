import { useRegionName } from '@rendezvous/i18n';
import { useInterestName } from '@rendezvous/ui';
import type { Interest, MatchSuggestion } from '@rendezvous/contracts';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InterestIcon, MemberThumb } from '../../../components';

export interface MatchCardProps {
  member: MatchSuggestion;
  /** interests.php, to show the shared ones by icon and name */
  interests: readonly Interest[];
  liked: boolean;
  /** a like or unlike of this member is under way */
  pending: boolean;
  onLike: () => void;
}

/** "about 40 km", "in your region" for the member's own region, nothing when a region is unknown. */
function distanceText(km: number | null, t: TFunction<'members'>, language: string): string | null {
  if (km === null) return null;
  if (km === 0) return t('match_finder_page.same_region');
  const distance = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);
  return t('match_finder_page.distance', { distance });
}

/** One suggestion: the search grid's card with the shared interests, the distance, like and message. */
export function MatchCard({ member, interests, liked, pending, onLike }: MatchCardProps) {
  const { t, i18n } = useTranslation('members');
  const interestName = useInterestName();
  const regionOf = useRegionName();
  const nameId = useId();
  const distance = distanceText(member.distance_km, t, i18n.language);
  const shared = member.shared_interests.flatMap((id) => interests.filter((interest) => interest.id === id));
  return (
    <li className="rdv-member-card rdv-finder__card">
      <Link to={`/members/${member.id}`} className="rdv-member-card__link">
        <MemberThumb name={member.name} thumbFilename={member.main_image?.thumb_filename} badge={member.online ? t('search_page.online') : undefined} />
        <span id={nameId} className="rdv-member-card__name">
          {t('search_page.name_age', { name: member.name, age: member.age })}
          {member.premium && <span className="rdv-badge rdv-badge--premium">{t('search_page.premium')}</span>}
        </span>
        {member.region && <span className="rdv-member-card__place">{regionOf(member.region)}</span>}
      </Link>
      <p className="rdv-finder__shared">
        {t('match_finder_page.shared', { count: member.shared_interests.length })}
        {shared.length > 0 && (
          <span className="rdv-finder__shared-icons" role="img" aria-label={shared.map(interestName).join(', ')}>
            {shared.map((interest) => (
              <InterestIcon key={interest.id} icon={interest.icon} />
            ))}
          </span>
        )}
      </p>
      {distance && <p className="rdv-finder__distance">{distance}</p>}
      <div className="rdv-finder__actions">
        {/* A toggle keeps its name; aria-pressed says whether the member is liked. */}
        <button type="button" className="rdv-button rdv-finder__like" aria-pressed={liked} aria-describedby={nameId} disabled={pending} onClick={onLike}>
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t('profile_page.like')}
        </button>
        <Link className="rdv-button rdv-button--ghost" to={`/members/${member.id}/chat`} aria-describedby={nameId}>
          {t('match_finder_page.message')}
        </Link>
      </div>
    </li>
  );
}
