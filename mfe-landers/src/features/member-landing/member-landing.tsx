import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/**
 * /members/{id}/landing: one member, large: photo, name, age and region, and an invitation to meet
 * them. After signup the new member is taken to this member's profile.
 */
export function MemberLanding({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  // LanderScreen renders the 404 page instead when there is no member; the guard below is for the type.
  const member = data.member;
  const signup = useSignupModal({ landerMemberId: member?.id });
  const texts = useCampaignTexts(data, 'member_landing', { name: member?.name });
  if (!member) return null;
  return (
    <div className="rdv-feature">
      <div className="rdv-container rdv-feature__layout">
        <img className="rdv-feature__photo" src={photoOf(data.site, member, 'full')} alt="" width={480} height={480} fetchPriority="high" decoding="async" />
        <div className="rdv-feature__text">
          <p className="rdv-feature__kicker">{t('member_landing.kicker')}</p>
          <h1>{texts.headline}</h1>
          <p className="rdv-feature__who">
            <strong>
              <MemberName member={member} site={data.site} />
            </strong>
            {member.region && <span> · {regionOf(member.region)}</span>}
          </p>
          <p>{texts.text}</p>
          <SignupCallToAction
            signup={signup}
            label={data.campaign?.cta || t('member_landing.cta', { name: member.name })}
            className="rdv-button rdv-feature__cta"
          />
        </div>
      </div>
      {signup.modal}
    </div>
  );
}
