import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/**
 * /landers/alonetonight: a night sky, a moon, and who is awake nearby right now. Dark, quiet, urgent:
 * the headline asks one question and the members below answer it.
 */
export function AloneTonight({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'alonetonight');
  const awake = data.members.slice(0, 8);
  return (
    <div
      className="rdv-night"
      style={texts.images[0] ? { backgroundImage: `linear-gradient(rgba(8, 6, 26, 0.75), rgba(8, 6, 26, 0.95)), url("${texts.images[0]}")` } : undefined}
    >
      <div className="rdv-night__sky" aria-hidden="true">
        <span className="rdv-night__moon" />
      </div>
      <div className="rdv-container rdv-night__body">
        <p className="rdv-night__clock">{t('alonetonight.kicker')}</p>
        <h1>{texts.headline}</h1>
        <p className="rdv-night__text">{texts.text}</p>
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button rdv-night__cta" />
        {awake.length > 0 && (
          <section aria-label={t('alonetonight.awake_label')}>
            <h2 className="rdv-night__awake">{t('alonetonight.awake')}</h2>
            <ul className="rdv-night__members">
              {awake.map((member) => (
                <li key={member.id}>
                  <button type="button" onClick={signup.open}>
                    <span className="rdv-night__photo">
                      <img src={photoOf(data.site, member)} alt="" width={72} height={72} loading="lazy" decoding="async" />
                      <span className="rdv-night__dot" aria-hidden="true" />
                    </span>
                    <span>
                      <strong>
                        <MemberName member={member} site={data.site} />
                      </strong>
                      {member.region && <small>{regionOf(member.region)}</small>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {signup.modal}
    </div>
  );
}
