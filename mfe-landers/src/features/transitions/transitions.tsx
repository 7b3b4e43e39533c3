import { useRegionName } from '@rendezvous/i18n';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** seconds each photo is shown, fading into the next */
export const SLIDE_SECONDS = 5;

/**
 * /landers/transitionsvideolanding: a film made of member photos, full-bleed: each photo drifts and
 * zooms slowly, then dissolves into the next (CSS animations, nothing to download but the photos).
 * The first photo is the still poster: the film starts after the page is up, never for a visitor who
 * asked for less motion.
 */
export function Transitions({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'transitionsvideolanding');
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(true);
  }, []);
  const slides =
    texts.images.length > 0
      ? texts.images.map((src) => ({ key: src, src, member: null }))
      : data.members.map((member) => ({ key: String(member.id), src: photoOf(data.site, member, 'full'), member }));
  const film = { '--rdv-film-length': `${slides.length * SLIDE_SECONDS}s` } as CSSProperties;
  return (
    <div className={`rdv-film${playing && slides.length > 1 ? ' rdv-film--playing' : ''}`} style={film}>
      <div className="rdv-film__screen" role="img" aria-label={t('transitionsvideolanding.film_label')}>
        {slides.map((slide, index) => (
          <div key={slide.key} className="rdv-film__slide" style={{ animationDelay: `${index * SLIDE_SECONDS}s` }}>
            <img src={slide.src} alt="" loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />
            {slide.member && (
              <span className="rdv-film__caption">
                <MemberName member={slide.member} site={data.site} />
                {slide.member.region ? ` · ${regionOf(slide.member.region)}` : ''}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className="rdv-film__overlay">
        <h1>{texts.headline}</h1>
        <p>{texts.text}</p>
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button rdv-film__cta" />
      </div>
      {signup.modal}
    </div>
  );
}
