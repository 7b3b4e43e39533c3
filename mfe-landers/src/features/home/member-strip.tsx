import { apiRequest } from '@rendezvous/api-client';
import { MEMBER_TEASER_DEFAULT, type MemberTeaserResponse, type TeaserMember } from '@rendezvous/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const teaserPath = (country: string | null) => `/api/members/teaser.php?count=${MEMBER_TEASER_DEFAULT}${country ? `&country=${country}` : ''}`;

export interface MemberStripProps {
  /** the members the server rendered with (hydration), or undefined to fetch them */
  initial: TeaserMember[] | undefined;
  country: string | null;
  photoPrefix: string;
  onPick: () => void;
}

/**
 * A strip of members a visitor may see (the members service's teaser): photo, name, age and region.
 * Every card leads to signup (spec 6: more of a member needs an account). Fixed-size tiles, so the
 * strip takes its place before the photos arrive (no layout shift).
 */
export function MemberStrip({ initial, country, photoPrefix, onPick }: MemberStripProps) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<TeaserMember[] | undefined>(initial);
  useEffect(() => {
    if (initial) return;
    let current = true;
    apiRequest<MemberTeaserResponse>(teaserPath(country))
      .then((answer) => current && setMembers(answer.members))
      .catch(() => current && setMembers([]));
    return () => {
      current = false;
    };
  }, [initial, country]);

  if (members && members.length === 0) return null;
  return (
    <section className="rdv-home__strip" aria-label={t('home_page.members_label')}>
      <ul className="rdv-home__members" aria-busy={!members}>
        {(members ?? []).map((member) => (
          <li key={member.id}>
            <button type="button" className="rdv-home__member" onClick={onPick}>
              <img src={`${photoPrefix}/${member.main_image.thumb_filename}`} alt="" width={120} height={120} loading="lazy" decoding="async" />
              <span className="rdv-home__member-name">{t('home_page.name_age', { name: member.name, age: member.age })}</span>
              {member.region && <span className="rdv-home__member-place">{member.region}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
