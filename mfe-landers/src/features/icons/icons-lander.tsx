import { INTEREST_ICONS } from '@rendezvous/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** The interests a visitor picks from: the spec's icons (interests.php ids) that suit a first page. */
export const LANDER_INTERESTS = [
  'travelling',
  'music',
  'movies',
  'cooking',
  'dancing',
  'hiking',
  'beach',
  'wine',
  'coffee',
  'sports',
  'art',
  'animals',
] as const;

/**
 * /landers/iconslanding: big interest icons to tap. A visitor picks what they love, sees members, and
 * the call to action promises people who love the same. Without scripts the icons are a plain grid.
 */
export function IconsLander({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'iconslanding');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (interest: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(interest)) next.delete(interest);
      else next.add(interest);
      return next;
    });
  const firstPicked = LANDER_INTERESTS.find((interest) => picked.has(interest));
  return (
    <div className="rdv-icons">
      <div className="rdv-container rdv-icons__body">
        <h1>{texts.headline}</h1>
        <p className="rdv-icons__text">{texts.text}</p>
        <ul className="rdv-icons__grid" aria-label={t('iconslanding.grid_label')}>
          {LANDER_INTERESTS.map((interest) => (
            <li key={interest}>
              <button type="button" className="rdv-icons__icon" aria-pressed={picked.has(interest)} onClick={() => toggle(interest)}>
                <span aria-hidden="true">{INTEREST_ICONS[interest]}</span>
                {t(`iconslanding.interests.${interest}`)}
              </button>
            </li>
          ))}
        </ul>
        <p className="rdv-icons__picked" aria-live="polite">
          {firstPicked ? t('iconslanding.picked', { interest: t(`iconslanding.interests.${firstPicked}`) }) : t('iconslanding.pick')}
        </p>
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button rdv-icons__cta" />
        {data.members.length > 0 && (
          <ul className="rdv-icons__members" aria-label={t('iconslanding.members_label')}>
            {data.members.map((member) => (
              <li key={member.id}>
                <button type="button" onClick={signup.open}>
                  <img src={photoOf(data.site, member)} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  <MemberName member={member} site={data.site} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {signup.modal}
    </div>
  );
}
