import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/**
 * /landers/gallery: a framed gallery of member portraits with captions, like prints on a wall; a
 * visitor browses, and every portrait opens signup ("see all photos").
 */
export function Gallery({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'gallery');
  return (
    <div className="rdv-gallery">
      <header className="rdv-container rdv-gallery__head">
        <h1>{texts.headline}</h1>
        <p>{texts.text}</p>
      </header>
      <ul className="rdv-container rdv-gallery__grid">
        {data.members.map((member, index) => (
          <li key={member.id}>
            <figure className="rdv-gallery__print">
              <button type="button" onClick={signup.open} aria-label={t('gallery.open', { name: member.name })}>
                <img
                  src={photoOf(data.site, member, 'full')}
                  alt=""
                  width={300}
                  height={400}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </button>
              <figcaption>
                <strong>
                  <MemberName member={member} site={data.site} />
                </strong>
                {member.region && <span>{regionOf(member.region)}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="rdv-gallery__foot">
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button" />
      </p>
      {signup.modal}
    </div>
  );
}
