import { useRegionName } from '@rendezvous/i18n';
import type { TeaserMember } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { MemberName, photoOf } from '../../components/member-tile';
import type { LanderSite } from '../../lib/lander-data';

/** tiles in the first row on a phone, loaded at once */
const EAGER_TILES = 4;

/**
 * A strip of members a visitor may see (the members service's teaser): photo, name, age and region.
 * Every card leads to signup (spec 6: more of a member needs an account). Fixed-size tiles, so the
 * strip takes its place before the photos arrive (no layout shift).
 */
export function MemberStrip({ members, site, onPick }: { members: TeaserMember[]; site: LanderSite; onPick: () => void }) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  if (members.length === 0) return null;
  return (
    <section className="rdv-home__strip" aria-label={t('home_page.members_label')}>
      <ul className="rdv-home__members">
        {members.map((member, index) => (
          <li key={member.id}>
            <button type="button" className="rdv-home__member" onClick={onPick}>
              {/* the first row is above the fold on a phone (and the page's largest paint): not lazy, the first one first */}
              <img
                src={photoOf(site, member)}
                alt=""
                width={120}
                height={120}
                loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <span className="rdv-home__member-name">
                <MemberName member={member} site={site} />
              </span>
              {member.region && <span className="rdv-home__member-place">{regionOf(member.region)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
