import type { TeaserMember } from '@rendezvous/contracts';
import { FictionalMark } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import type { LanderSite } from '../lib/lander-data';

export const photoOf = (site: LanderSite, member: TeaserMember, size: 'thumb' | 'full' = 'thumb') =>
  `${site.photoPrefix}/${size === 'thumb' ? member.main_image.thumb_filename : member.main_image.filename}`;

/** "Anna, 29" and, for a profile an operator flags as fictional, the site's mark (spec 3). */
export function MemberName({ member, site }: { member: TeaserMember; site: LanderSite }) {
  const { t } = useTranslation();
  return (
    <>
      {t('name_age', { name: member.name, age: member.age })}
      {member.fictional && site.fictional.icon && (
        <>
          {' '}
          <FictionalMark icon={site.fictional.icon} className="rdv-lander-fictional" />
        </>
      )}
    </>
  );
}
