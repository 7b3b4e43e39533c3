import { useRegionName } from '@rendezvous/i18n';
import { defaultGender, SWIPE_LIKES_PER_DAY, type MemberCard } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LoadFailed, LoggedOutNotice, MatchModal, preloadMatchModal, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { dealSwipeCards, swipe } from '../api/swipe-game';
import { widgetMember } from '../../../lib/widget-member';

/** How far a card must be dragged (px) to count as a swipe. */
const SWIPE_DISTANCE_PX = 100;

/**
 * /swipe-game: one card at a time, liked or passed by dragging it right or left, by the buttons or
 * by the arrow keys; 4 likes in any 24 hours (spec 6, 9), enforced by the server, explained here.
 */
export function SwipeGameScreen() {
  const { t, i18n } = useTranslation('members');
  const regionOf = useRegionName();
  const loggedIn = useSession((state) => state.user !== null);
  const ownGender = useSession((state) => state.user?.profile?.gender ?? null);
  const ownSexuality = useSession((state) => state.user?.profile?.sexuality ?? null);
  // The deck shows whom the member looks for (contracts' orientation rule; both genders for bi).
  const gender = defaultGender({ gender: ownGender, sexuality: ownSexuality });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deal = useQuery({ queryKey: memberKeys.swipeCards(gender), queryFn: () => dealSwipeCards(gender), enabled: loggedIn });
  const [swiped, setSwiped] = useState<number[]>([]);
  const [match, setMatch] = useState<MemberCard | null>(null);
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const cards = (deal.data?.cards ?? []).filter((card) => !swiped.includes(card.id));
  const card = cards[0];

  const decide = useMutation({
    mutationFn: ({ target, like }: { target: MemberCard; like: boolean }) => swipe(target.id, like),
    onMutate: ({ like }) => (like ? preloadMatchModal() : undefined),
    onSuccess: (answer, { target }) => {
      setSwiped((done) => [...done, target.id]);
      setMatch(answer.match ? target : null);
      queryClient.setQueryData(
        memberKeys.swipeCards(gender),
        (current: typeof deal.data) => current && { ...current, likesLeft: answer.likesLeft, nextLikeAt: answer.nextLikeAt },
      );
      // The last card went: deal the next ones.
      if (cards.length <= 1) void queryClient.invalidateQueries({ queryKey: memberKeys.swipeCards(gender) });
    },
  });
  const likesLeft = deal.data?.likesLeft ?? SWIPE_LIKES_PER_DAY;
  const choose = (like: boolean) => {
    // Nothing is swiped behind an open match modal.
    if (!card || match || decide.isPending || (like && likesLeft === 0)) return;
    decide.mutate({ target: card, like });
  };

  // Arrow keys: left passes, right likes.
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') chooseRef.current(false);
      if (event.key === 'ArrowRight') chooseRef.current(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => drag && setDrag({ ...drag, dx: event.clientX - drag.startX });
  const onPointerUp = () => {
    if (drag && Math.abs(drag.dx) >= SWIPE_DISTANCE_PX) choose(drag.dx > 0);
    setDrag(null);
  };

  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const nextLike = deal.data?.nextLikeAt
    ? new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(deal.data.nextLikeAt))
    : null;

  if (!loggedIn)
    return (
      <Screen area="rdv-account" title={t('swipe_game')}>
        <LoggedOutNotice />
      </Screen>
    );
  return (
    <Screen area="rdv-account" title={t('swipe_game')}>
      <p role="status" className="rdv-swipe__allowance">
        {likesLeft > 0 ? t('swipe_page.likes_left', { count: likesLeft }) : t('swipe_page.no_likes_left', { when: nextLike ?? '' })}
      </p>
      {match && (
        <MatchModal
          member={widgetMember(match, photoPrefix)}
          onPhoto={(memberId) => navigate(`/members/${memberId}`)}
          onAction={(memberId) => navigate(`/members/${memberId}/chat`)}
          onClose={() => setMatch(null)}
        />
      )}
      {decide.isError && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {decide.error.message}
        </p>
      )}
      {deal.isPending ? (
        <p>{t('swipe_page.loading')}</p>
      ) : deal.isError ? (
        <LoadFailed message={t('swipe_page.error')} onRetry={() => void deal.refetch()} />
      ) : !card ? (
        <p>
          {t('swipe_page.no_cards')} <Link to="/members">{t('search')}</Link>
        </p>
      ) : (
        <>
          <article
            className="rdv-swipe__card"
            aria-label={t('search_page.name_age', { name: card.name, age: card.age })}
            style={drag ? { transform: `translateX(${drag.dx}px) rotate(${drag.dx / 20}deg)` } : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(null)}
          >
            {card.main_image ? (
              <img src={`${photoPrefix}/${card.main_image.filename}`} alt="" draggable={false} />
            ) : (
              <span className="rdv-member-card__initial" aria-hidden="true">
                {card.name.slice(0, 1)}
              </span>
            )}
            <h2>
              <Link to={`/members/${card.id}`}>{t('search_page.name_age', { name: card.name, age: card.age })}</Link>
            </h2>
            {(card.city || card.region) && <p>{[card.city, card.region && regionOf(card.region)].filter(Boolean).join(', ')}</p>}
          </article>
          <div className="rdv-swipe__buttons">
            <button type="button" className="rdv-button rdv-button--ghost" disabled={decide.isPending} onClick={() => choose(false)}>
              {t('swipe_page.pass')}
            </button>
            <button type="button" className="rdv-button" disabled={decide.isPending || likesLeft === 0} onClick={() => choose(true)}>
              {t('profile_page.like')}
            </button>
          </div>
          <p className="rdv-swipe__hint">{t('swipe_page.hint')}</p>
        </>
      )}
    </Screen>
  );
}
