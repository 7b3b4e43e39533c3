import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/**
 * /members/{id}/landing2/{slug?}: a message from the member, as a chat screen shows it: the member's
 * bubble and a reply bar. Replying is the signup; afterwards the new member lands on the member's profile.
 */
export function MemberMessage({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  // LanderScreen renders the 404 page instead when there is no member; the guard below is for the type.
  const member = data.member;
  const signup = useSignupModal({ landerMemberId: member?.id });
  const texts = useCampaignTexts(data, 'member_message', { name: member?.name });
  if (!member) return null;
  return (
    <div className="rdv-letter">
      <h1 className="rdv-letter__title">{texts.headline}</h1>
      <div className="rdv-letter__phone">
        <header>
          <img src={photoOf(data.site, member)} alt="" width={40} height={40} decoding="async" />
          <span>
            <strong>
              <MemberName member={member} site={data.site} />
            </strong>
            {member.region && <small>{regionOf(member.region)}</small>}
          </span>
        </header>
        <div className="rdv-letter__thread">
          <p className="rdv-letter__bubble">{texts.text}</p>
          <p className="rdv-letter__typing" aria-hidden="true">
            <span />
            <span />
            <span />
          </p>
        </div>
        <SignupCallToAction signup={signup} className="rdv-letter__reply">
          <span>{t('member_message.placeholder')}</span>
          <strong>{data.campaign?.cta || t('member_message.reply', { name: member.name })}</strong>
        </SignupCallToAction>
      </div>
      {signup.modal}
    </div>
  );
}
