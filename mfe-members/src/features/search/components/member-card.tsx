import type { MemberCard as Card } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One member in the search grid: photo, name and age, where they live, online and premium badges. */
export function MemberCard({ member }: { member: Card }) {
  const { t } = useTranslation('members');
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const fictional = useSession((state) => (member.fictional ? state.settings : null));
  const place = [member.city, member.region].filter(Boolean).join(', ');
  return (
    <li className="rdv-member-card">
      <Link to={`/members/${member.id}`} className="rdv-member-card__link">
        <span className="rdv-member-card__photo">
          {member.main_image ? (
            <img src={`${photoPrefix}/${member.main_image.thumb_filename}`} alt="" loading="lazy" width={240} height={240} />
          ) : (
            <span className="rdv-member-card__initial" aria-hidden="true">
              {member.name.slice(0, 1)}
            </span>
          )}
          {member.online && <span className="rdv-badge rdv-badge--online">{t('search_page.online')}</span>}
        </span>
        <span className="rdv-member-card__name">
          {t('search_page.name_age', { name: member.name, age: member.age })}
          {member.premium && <span className="rdv-badge rdv-badge--premium">{t('search_page.premium')}</span>}
          {fictional && (
            <span className="rdv-member-card__fictional" title={fictional.fictional_singular}>
              {fictional.fictional_icon}
            </span>
          )}
        </span>
        {place && <span className="rdv-member-card__place">{place}</span>}
      </Link>
    </li>
  );
}
