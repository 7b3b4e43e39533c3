import { useRegionName } from '@rendezvous/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/**
 * /members/{id}/signup: signup with the member in view. The signup form opens by itself once the page
 * is up (a visitor came here to sign up); the member's card stays beside it, and after signup the new
 * member is taken to this member's profile.
 */
export function MemberSignup({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  // LanderScreen renders the 404 page instead when there is no member; the guard below is for the type.
  const member = data.member;
  const signup = useSignupModal({ landerMemberId: member?.id });
  const texts = useCampaignTexts(data, 'member_signup', { name: member?.name });
  const { open } = signup;
  useEffect(() => open(), [open]);
  if (!member) return null;
  return (
    <div className="rdv-join">
      <div className="rdv-join__card">
        <img src={photoOf(data.site, member)} alt="" width={96} height={96} decoding="async" />
        <h1>{texts.headline}</h1>
        <p className="rdv-join__who">
          <MemberName member={member} site={data.site} />
          {member.region && <span> · {regionOf(member.region)}</span>}
        </p>
        <p>{texts.text}</p>
        <ol className="rdv-join__steps">
          <li>{t('member_signup.step_account')}</li>
          <li>{t('member_signup.step_photo', { name: member.name })}</li>
          <li>{t('member_signup.step_chat', { name: member.name })}</li>
        </ol>
        <SignupCallToAction signup={signup} label={data.campaign?.cta || t('cta')} className="rdv-button" />
      </div>
      {signup.modal}
    </div>
  );
}
