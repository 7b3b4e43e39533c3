import { apiRequest } from '@rendezvous/api-client';
import {
  AUTO_LIKE_DELAY_MS,
  AUTO_LIKE_PATH,
  CONVERSATION_PATHS,
  LIKES_RELOAD_AFTER_AUTO_LIKE_MS,
  type LikesResponse,
  type UserProfile,
  type WidgetMember,
} from '@rendezvous/contracts';
import { RemoteWidget, useLocationSearch, usePathname } from '@rendezvous/remote-kit';
import { isInMembersArea } from '@rendezvous/route-table';
import { sessionStore, useSession } from '@rendezvous/session-store';
import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { autoLikeAsked, likeToShow, markAutoLikeAsked, readLikeModalDelay, removeLikeModalQuery, toWidgetMember } from './likes-modal-rules';

/**
 * The like modal (spec 4): `?t=N` on a members-area page shows, N seconds later, mfe-members'
 * LikeModal for the newest like the member received that is still new (else the newest), and then
 * `t` leaves the URL. Leaving the page first cancels it; a `t` that is no delay is just removed.
 */
export function LikeModalSlot() {
  const inArea = isInMembersArea(usePathname());
  const search = useLocationSearch();
  const loggedIn = useSession((state) => state.user !== null);
  const delay = inArea ? readLikeModalDelay(search) : null;
  const [member, setMember] = useState<WidgetMember | null>(null);

  useEffect(() => {
    if (delay === 'invalid') removeLikeModalQuery();
  }, [delay]);

  useEffect(() => {
    if (typeof delay !== 'number' || !loggedIn) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      apiRequest<LikesResponse>(CONVERSATION_PATHS.likes).then(
        (likes) => {
          if (!current) return;
          const liker = likeToShow(likes);
          if (liker) setMember(toWidgetMember(liker));
          // Its work done (shown, or nobody to show), t leaves the address bar.
          removeLikeModalQuery();
        },
        (error: unknown) => console.error('[shell] the likes for the like modal could not be loaded', error),
      );
    }, delay * 1000);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [delay, loggedIn]);

  if (!member || !loggedIn) return null;
  return (
    <RemoteWidget
      remote="mfe-members"
      widget="LikeModal"
      props={{
        member,
        onOpenProfile: (memberId) => {
          navigateToUrl(`/members/${memberId}`);
          setMember(null);
        },
        onClose: () => setMember(null),
      }}
      fallback={() => null}
    />
  );
}

/**
 * Auto-like (spec 4, 7, 9): AUTO_LIKE_DELAY_MS after a logged-in member entered the members area,
 * once per browser session, GET /api/auto-like.php; a profile that liked them (200) shows in
 * mfe-members' MatchModal, and the likes reload LIKES_RELOAD_AFTER_AUTO_LIKE_MS later. Leaving the
 * area before then stops the clock; coming back starts it again. 204 (nobody) shows nothing.
 */
export function AutoLikeSlot() {
  const inArea = isInMembersArea(usePathname());
  const memberId = useSession((state) => state.user?.id ?? null);
  const refreshBadges = useSession((state) => state.refreshBadges);
  const [liker, setLiker] = useState<{ memberId: number; member: WidgetMember } | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!inArea || memberId === null || autoLikeAsked()) return undefined;
    const timer = setTimeout(() => {
      markAutoLikeAsked();
      apiRequest<UserProfile | undefined>(AUTO_LIKE_PATH).then(
        (profile) => {
          // 204: nobody liked the member this time.
          if (!profile) return;
          reload.current = setTimeout(() => void refreshBadges(), LIKES_RELOAD_AFTER_AUTO_LIKE_MS);
          // The like is made either way; it shows only to the member who is still here.
          if (sessionStore.getState().user?.id === memberId) setLiker({ memberId, member: toWidgetMember(profile) });
        },
        (error: unknown) => console.error('[shell] auto-like failed', error),
      );
    }, AUTO_LIKE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inArea, memberId, refreshBadges]);

  useEffect(
    () => () => {
      if (reload.current) clearTimeout(reload.current);
    },
    [],
  );

  if (!liker || liker.memberId !== memberId) return null;
  const leaveFor = (path: string) => {
    navigateToUrl(path);
    setLiker(null);
  };
  return (
    <RemoteWidget
      remote="mfe-members"
      widget="MatchModal"
      props={{
        member: liker.member,
        onPhoto: (id) => leaveFor(`/members/${id}`),
        onAction: (id) => leaveFor(`/members/${id}/chat`),
        onClose: () => setLiker(null),
      }}
      fallback={() => null}
    />
  );
}
