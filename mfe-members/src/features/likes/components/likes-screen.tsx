import type { LikesResponse, UserProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, useParams } from 'react-router-dom';
import { LoadFailed, LoggedOutNotice, MemberThumb, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { getLikes } from '../api/likes';

export const LIKE_TABS = ['received', 'sent', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];

/** The members of one tab, newest first: who liked me, whom I liked, and both (a match). */
export function membersOf(likes: LikesResponse, tab: LikeTab): Array<{ profile: UserProfile; isNew: boolean }> {
  const profiles = new Map(likes.profiles.map((profile) => [profile.id, profile]));
  const liked = new Set(likes.likes);
  const entries =
    tab === 'sent'
      ? likes.likes.map((id) => ({ id, isNew: false }))
      : likes.liked_by.filter(({ id }) => tab === 'received' || liked.has(id)).map(({ id, like_new }) => ({ id, isNew: tab === 'received' && like_new }));
  return entries.flatMap(({ id, isNew }) => {
    const profile = profiles.get(id);
    return profile ? [{ profile, isNew }] : [];
  });
}

/** The likes query: the same key and data as the shell's polling reads (spec 7's likes call). */
export function useLikes(enabled: boolean) {
  return useQuery({ queryKey: memberKeys.likes(), queryFn: getLikes, enabled });
}

/** /likes and /likes/{type}: likes received, sent and matches, as tabs (spec 2). */
export function LikesScreen() {
  const { t } = useTranslation('members');
  const { type = 'received' } = useParams();
  const loggedIn = useSession((state) => state.user !== null);
  const likes = useLikes(loggedIn);
  if (!LIKE_TABS.includes(type as LikeTab)) return <Navigate to="/likes" replace />;
  const tab = type as LikeTab;
  const members = likes.data ? membersOf(likes.data, tab) : [];

  return (
    <Screen area="rdv-account" title={t('likes')} wide>
      {!loggedIn ? (
        <LoggedOutNotice />
      ) : (
        <>
          <nav aria-label={t('likes_page.tabs_label')} className="rdv-tabs">
            {LIKE_TABS.map((name) => (
              <NavLink
                key={name}
                to={name === 'received' ? '/likes' : `/likes/${name}`}
                end
                className="rdv-tabs__tab"
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`likes_page.tabs.${name}`)}
              </NavLink>
            ))}
          </nav>
          {/* The progress indicator shows on the first load only (spec 7); later reads refresh in place. */}
          {likes.isPending ? (
            <p role="status">{t('likes_page.loading')}</p>
          ) : likes.isError ? (
            <LoadFailed message={t('likes_page.error')} onRetry={() => void likes.refetch()} />
          ) : members.length === 0 ? (
            <p>{t(`likes_page.none.${tab}`)}</p>
          ) : (
            <ul className="rdv-member-grid" aria-label={t(`likes_page.tabs.${tab}`)}>
              {members.map(({ profile, isNew }) => (
                <li key={profile.id} className="rdv-member-card">
                  <Link to={tab === 'received' && isNew ? `/likes/m/${profile.id}` : `/members/${profile.id}`} className="rdv-member-card__link">
                    <MemberThumb name={profile.name} thumbFilename={profile.main_image?.thumb_filename} badge={isNew ? t('likes_page.new') : undefined} />
                    <span className="rdv-member-card__name">
                      {profile.age === null ? profile.name : t('search_page.name_age', { name: profile.name, age: profile.age })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Screen>
  );
}
