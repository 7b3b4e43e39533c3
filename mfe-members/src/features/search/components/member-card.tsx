import { useRegionName } from '@rendezvous/i18n';
import type { MemberCard as Card } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { FictionalMark } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberThumb } from '../../../components';

/** One member in the search grid: photo, name and age, where they live, online and premium badges. */
export function MemberCard({ member }: { member: Card }) {
  const { t } = useTranslation('members');
  const regionOf = useRegionName();
  const fictional = useSession((state) => (member.fictional ? state.settings : null));
  const place = [member.city, member.region && regionOf(member.region)].filter(Boolean).join(', ');
  return (
    <li className="rdv-member-card">
      <Link to={`/members/${member.id}`} className="rdv-member-card__link">
        <MemberThumb name={member.name} thumbFilename={member.main_image?.thumb_filename} badge={member.online ? t('search_page.online') : undefined} />
        <span className="rdv-member-card__name">
          {t('search_page.name_age', { name: member.name, age: member.age })}
          {member.premium && <span className="rdv-badge rdv-badge--premium">{t('search_page.premium')}</span>}
          {fictional && (
            <>
              {' '}
              <FictionalMark icon={fictional.fictional_icon} className="rdv-member-card__fictional" />
            </>
          )}
        </span>
        {place && <span className="rdv-member-card__place">{place}</span>}
      </Link>
    </li>
  );
}
