import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** Tile sizes in the collage's rhythm: a large square, tall and wide ones between small squares. */
const SHAPES = ['big', 'small', 'tall', 'small', 'wide', 'small', 'small', 'tall', 'small', 'big', 'wide', 'small'] as const;

/**
 * /landers/collagelanding: a wall of member photos edge to edge, tiles of different sizes, with one
 * card floating over it. The photos are the message; the words are few.
 */
export function Collage({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'collagelanding');
  // marketing's images first, then members: the wall is never empty while there is anything to show
  const tiles = [
    ...texts.images.map((src) => ({ key: src, src })),
    ...data.members.map((member) => ({ key: String(member.id), src: photoOf(data.site, member) })),
  ];
  return (
    <div className="rdv-collage">
      <ul className="rdv-collage__wall" aria-label={t('collagelanding.wall_label')}>
        {tiles.map((tile, index) => (
          <li key={tile.key} className={`rdv-collage__tile rdv-collage__tile--${SHAPES[index % SHAPES.length]}`}>
            <img src={tile.src} alt="" loading={index < 6 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />
          </li>
        ))}
      </ul>
      <div className="rdv-collage__card" role="group" aria-labelledby="rdv-collage-title">
        <h1 id="rdv-collage-title">{texts.headline}</h1>
        <p>{texts.text}</p>
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button" />
      </div>
      {signup.modal}
    </div>
  );
}
