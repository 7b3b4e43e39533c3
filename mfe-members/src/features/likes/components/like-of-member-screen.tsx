import { useSession } from '@rendezvous/session-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailed, LoggedOutNotice, MatchModal, preloadMatchModal, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { likeMember } from '../../../api/members';
import { useLikes } from './likes-screen';

/** /likes/m/{id}: one member's like, with a button to like them back (a match). */
export function LikeOfMemberScreen() {
  const { t } = useTranslation('members');
  const { id = '' } = useParams();
  const memberId = Number(id);
  const loggedIn = useSession((state) => state.user !== null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [showMatch, setShowMatch] = useState(true);
  const likes = useLikes(loggedIn);
  const likeBack = useMutation({
    mutationFn: () => likeMember(memberId),
    onMutate: () => preloadMatchModal(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.likes() }),
  });
  const profile = likes.data?.profiles.find((candidate) => candidate.id === memberId);
  const likedMe = likes.data?.liked_by.some((like) => like.id === memberId) ?? false;
  const likedBack = likes.data?.likes.includes(memberId) ?? false;

  return (
    <Screen area="rdv-account" title={t('match')}>
      {!loggedIn ? (
        <LoggedOutNotice />
      ) : likes.isPending ? (
        <p role="status">{t('likes_page.loading')}</p>
      ) : likes.isError ? (
        <LoadFailed message={t('likes_page.error')} onRetry={() => void likes.refetch()} />
      ) : !profile || !likedMe ? (
        <p>
          {t('likes_page.no_like')} <Link to="/likes">{t('likes')}</Link>
        </p>
      ) : (
        <>
          <p>{t('likes_page.likes_you', { name: profile.name })}</p>
          {likeBack.data?.match && showMatch && (
            <MatchModal
              member={{ id: profile.id, name: profile.name, photoUrl: profile.main_image?.match ?? null }}
              onPhoto={(id) => navigate(`/members/${id}`)}
              onAction={(id) => navigate(`/members/${id}/chat`)}
              onClose={() => setShowMatch(false)}
            />
          )}
          {likeBack.data?.match || likedBack ? (
            <p role="status" className="rdv-alert rdv-alert--success">
              {t('match_modal_title')} <Link to={`/members/${memberId}/chat`}>{t('profile_page.message')}</Link>
            </p>
          ) : (
            <button type="button" className="rdv-button" disabled={likeBack.isPending} onClick={() => likeBack.mutate()}>
              {t('likes_page.like_back')}
            </button>
          )}
          {likeBack.isError && (
            <p role="alert" className="rdv-alert rdv-alert--danger">
              {likeBack.error.message}
            </p>
          )}
          <p>
            <Link to={`/members/${memberId}`}>{t('likes_page.view_profile', { name: profile.name })}</Link>
          </p>
        </>
      )}
    </Screen>
  );
}
