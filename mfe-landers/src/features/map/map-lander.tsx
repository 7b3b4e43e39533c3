import { useRegionName } from '@rendezvous/i18n';
import type { CountryMap, TeaserMember } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

export interface MapPin {
  member: TeaserMember;
  x: number;
  y: number;
}

/**
 * Members on the map by their region's centre, spread a little by their id (the same on the server and
 * in the browser) so that members of one region do not hide each other. Members whose region the map
 * does not know are left off the map, not the list.
 */
export function pinsOf(map: CountryMap, members: TeaserMember[]): MapPin[] {
  const regions = new Map(map.regions.map((region) => [region.name, region]));
  return members.flatMap((member) => {
    const region = member.region ? regions.get(member.region) : undefined;
    if (!region) return [];
    const angle = (member.id * 137.5 * Math.PI) / 180;
    const radius = 6 + (member.id % 4) * 4;
    return [{ member, x: Math.round(region.x + Math.cos(angle) * radius), y: Math.round(region.y + Math.sin(angle) * radius) }];
  });
}

/** The regions with the most members, for the list beside the map. */
function busiestRegions(members: TeaserMember[]): Array<[region: string, count: number]> {
  const counts = new Map<string, number>();
  for (const member of members) if (member.region) counts.set(member.region, (counts.get(member.region) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
}

/**
 * /landers/maplanding: the visitor's country drawn from shipped map data (site service map.php, Natural
 * Earth), members as photo pins on their regions. No map service, no tiles: one inline SVG.
 */
export function MapLander({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'maplanding');
  const map = data.map;
  const pins = map ? pinsOf(map, data.members) : [];
  const regions = busiestRegions(data.members);
  return (
    <div className="rdv-map">
      <div className="rdv-container rdv-map__layout">
        <div className="rdv-map__intro">
          <h1>{texts.headline}</h1>
          <p>{texts.text}</p>
          {regions.length > 0 && (
            <ul className="rdv-map__regions" aria-label={t('maplanding.regions_label')}>
              {regions.map(([region, count]) => (
                <li key={region}>
                  <span>{regionOf(region)}</span> <strong>{t('maplanding.region_members', { n: count })}</strong>
                </li>
              ))}
            </ul>
          )}
          <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button" />
        </div>
        {map && (
          <figure className="rdv-map__figure">
            <svg viewBox={`-20 -20 ${map.width + 40} ${map.height + 40}`} role="img" aria-label={t('maplanding.map_label')}>
              <defs>
                <clipPath id="rdv-map-pin">
                  <circle r="13" />
                </clipPath>
              </defs>
              <path d={map.outline} className="rdv-map__land" />
              {pins.map((pin) => (
                <g key={pin.member.id} transform={`translate(${pin.x} ${pin.y})`} className="rdv-map__pin" onClick={signup.open}>
                  <title>{`${pin.member.name}, ${pin.member.age}${pin.member.region ? ` – ${regionOf(pin.member.region)}` : ''}`}</title>
                  <circle r="15" />
                  <image
                    href={photoOf(data.site, pin.member)}
                    x="-13"
                    y="-13"
                    width="26"
                    height="26"
                    clipPath="url(#rdv-map-pin)"
                    preserveAspectRatio="xMidYMid slice"
                  />
                </g>
              ))}
            </svg>
          </figure>
        )}
      </div>
      {data.members.length > 0 && (
        <ul className="rdv-container rdv-map__members" aria-label={t('maplanding.members_label')}>
          {data.members.slice(0, 8).map((member) => (
            <li key={member.id}>
              <button type="button" onClick={signup.open}>
                <img src={photoOf(data.site, member)} alt="" width={48} height={48} loading="lazy" decoding="async" />
                <span>
                  <MemberName member={member} site={data.site} />
                  {member.region && <small>{regionOf(member.region)}</small>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {signup.modal}
    </div>
  );
}
