import { useRegionName } from '@rendezvous/i18n';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** pixels a card must be dragged sideways to count as a swipe */
export const SWIPE_DISTANCE = 90;

/**
 * /landers/tinderswipe: a stack of member cards. Swipe (drag) left or press Nope for the next one;
 * swipe right or press Like and signup opens, since liking needs an account (spec 6). Arrow keys work
 * on the card too.
 */
export function SwipeLander({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'tinderswipe');
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);
  const current = data.members[index];
  const next = data.members[index + 1];

  const nope = () => {
    setDragX(0);
    setIndex((value) => value + 1);
  };
  const like = () => {
    setDragX(0);
    signup.open();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDragX(event.clientX - start.current);
  };
  const onPointerUp = () => {
    start.current = null;
    if (dragX <= -SWIPE_DISTANCE) nope();
    else if (dragX >= SWIPE_DISTANCE) like();
    else setDragX(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') nope();
    else if (event.key === 'ArrowRight') like();
  };

  return (
    <div className="rdv-tinder">
      <div className="rdv-tinder__intro">
        <h1>{texts.headline}</h1>
        <p>{texts.text}</p>
      </div>
      {current ? (
        <>
          <div className="rdv-tinder__stack">
            {next && (
              <div className="rdv-tinder__card rdv-tinder__card--next" aria-hidden="true">
                <img src={photoOf(data.site, next, 'full')} alt="" loading="lazy" decoding="async" />
              </div>
            )}
            {/* one element for every member, so keyboard focus stays on the card from one member to the next */}
            <div
              className="rdv-tinder__card"
              role="group"
              aria-roledescription={t('tinderswipe.card')}
              aria-label={`${current.name}, ${current.age}`}
              tabIndex={0}
              style={{ transform: `translateX(${dragX}px) rotate(${dragX / 18}deg)` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                start.current = null;
                setDragX(0);
              }}
              onKeyDown={onKeyDown}
            >
              <img src={photoOf(data.site, current, 'full')} alt="" draggable={false} fetchPriority="high" decoding="async" />
              {dragX > 20 && <span className="rdv-tinder__stamp rdv-tinder__stamp--like">{t('tinderswipe.like')}</span>}
              {dragX < -20 && <span className="rdv-tinder__stamp rdv-tinder__stamp--nope">{t('tinderswipe.nope')}</span>}
              <div className="rdv-tinder__info">
                <strong>
                  <MemberName member={current} site={data.site} />
                </strong>
                {current.region && <span>{regionOf(current.region)}</span>}
              </div>
            </div>
          </div>
          <div className="rdv-tinder__buttons">
            <button type="button" className="rdv-tinder__button rdv-tinder__button--nope" onClick={nope}>
              <span aria-hidden="true">✕</span> {t('tinderswipe.nope')}
            </button>
            <button type="button" className="rdv-tinder__button rdv-tinder__button--like" onClick={like}>
              <span aria-hidden="true">♥</span> {t('tinderswipe.like')}
            </button>
          </div>
          <p className="rdv-tinder__hint">{t('tinderswipe.hint')}</p>
        </>
      ) : (
        <div className="rdv-tinder__empty">
          <p>{t('tinderswipe.empty')}</p>
          <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button" />
        </div>
      )}
      {signup.modal}
    </div>
  );
}
