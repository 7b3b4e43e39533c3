import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** how many locked tiles stand for the member's other photos (their number is not told to visitors) */
const LOCKED_TILES = 3;

/**
 * /members/{id}/landing3/{slug?}: the member's main photo and locked tiles for the photos only members
 * see (spec 6). The tiles show the main photo's thumbnail blurred: nothing private leaves the server.
 */
export function MemberPrivatePhotos({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  // LanderScreen renders the 404 page instead when there is no member; the guard below is for the type.
  const member = data.member;
  const signup = useSignupModal({ landerMemberId: member?.id });
  const texts = useCampaignTexts(data, 'member_photos', { name: member?.name });
  if (!member) return null;
  return (
    <div className="rdv-album">
      <div className="rdv-container rdv-album__body">
        <h1>{texts.headline}</h1>
        <p className="rdv-album__who">
          <MemberName member={member} site={data.site} />
          {member.region && <span> · {regionOf(member.region)}</span>}
        </p>
        <ul className="rdv-album__grid">
          <li>
            <img src={photoOf(data.site, member, 'full')} alt="" width={300} height={300} fetchPriority="high" decoding="async" />
          </li>
          {Array.from({ length: LOCKED_TILES }, (_, index) => (
            <li key={index} className="rdv-album__locked">
              <button type="button" onClick={signup.open} aria-label={t('member_photos.unlock', { name: member.name })}>
                <img src={photoOf(data.site, member)} alt="" width={300} height={300} loading="lazy" decoding="async" />
                <span aria-hidden="true">🔒</span>
              </button>
            </li>
          ))}
        </ul>
        <p>{texts.text}</p>
        <SignupCallToAction signup={signup} label={data.campaign?.cta || t('member_photos.unlock', { name: member.name })} className="rdv-button" />
      </div>
      {signup.modal}
    </div>
  );
}
