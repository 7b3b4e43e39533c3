import { loadReferenceData } from '@rendezvous/api-client';
import { MEMBERS_ERROR_CODES, type MemberProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { ErrorPage } from '@rendezvous/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, LoggedOutNotice, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { isRefusal } from '../../../lib/query-client';
import { blockMember, getMemberProfile, likeMember, unblockMember, unlikeMember } from '../../../api/members';

/** "3 minutes ago", "2 days ago", in the page's language. */
function relativeTime(iso: string, language: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of [['day', 86_400], ['hour', 3_600], ['minute', 60]] as const) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

const FIELDS = ['gender', 'sexuality', 'relationship_status', 'body_type', 'hair_colour', 'eye_colour', 'tattoos', 'reason'] as const;

/** /members/{id}: a member's profile with like, message and block (spec 2, 3, 6). */
export function MemberProfileScreen() {
  const { id: idParam = '' } = useParams();
  const id = /^[1-9][0-9]{0,15}$/.test(idParam) ? Number(idParam) : null;
  // Anything that is not a member id is a member that does not exist: the 404 page, no request.
  if (id === null) return <ErrorPage status={404} />;
  return <MemberProfileOf id={id} />;
}

function MemberProfileOf({ id }: { id: number }) {
  const { t, i18n } = useTranslation('members');
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.user !== null);
  const ownId = useSession((state) => state.user?.profile?.id ?? null);
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const [matched, setMatched] = useState(false);
  const refreshBadges = useSession((state) => state.refreshBadges);
  const profile = useQuery({
    queryKey: memberKeys.profile(id),
    // Opening a profile clears that member's new-like flag (spec 4): the likes and the shell's likes badge follow at once.
    queryFn: async () => {
      const opened = await getMemberProfile(id);
      if (loggedIn) {
        void queryClient.invalidateQueries({ queryKey: memberKeys.likes() });
        void refreshBadges();
      }
      return opened;
    },
  });
  const interests = useQuery({ queryKey: ['reference', 'interests'], queryFn: () => loadReferenceData('interests'), staleTime: Infinity });

  const update = (change: Partial<MemberProfile>) => {
    queryClient.setQueryData<MemberProfile>(memberKeys.profile(id), (current) => (current ? { ...current, ...change } : current));
    // Searches hide blocked members and show likes: read them again when next shown.
    void queryClient.invalidateQueries({ queryKey: memberKeys.searches() });
  };
  const like = useMutation({
    mutationFn: () => (profile.data?.liked ? unlikeMember(id).then(() => null) : likeMember(id)),
    onSuccess: (answer) => {
      update({ liked: answer !== null });
      if (answer?.match) setMatched(true);
    },
  });
  const block = useMutation({
    mutationFn: () => (profile.data?.blocked ? unblockMember(id) : blockMember(id)),
    onSuccess: () => update({ blocked: !profile.data?.blocked }),
  });

  if (profile.isPending) return <Screen title={t('profile')}><p role="status">{t('profile_page.loading')}</p></Screen>;
  if (profile.isError) {
    if (isRefusal(profile.error, 404)) return <ErrorPage status={404} />;
    if (isRefusal(profile.error, 403, MEMBERS_ERROR_CODES.blockedByMember)) {
      // The spec's own words, as the server sends them: "You're blocked by {name}. ..."
      return <Screen title={t('profile')}><p role="alert" className="rdv-alert rdv-alert--danger">{profile.error.message}</p></Screen>;
    }
    if (isRefusal(profile.error, 403)) return <Screen title={t('profile')}><LoggedOutNotice /></Screen>;
    return (
      <Screen title={t('profile')}>
        <LoadFailed message={t('profile_page.error')} onRetry={() => void profile.refetch()} />
      </Screen>
    );
  }

  const member = profile.data;
  const mine = member.id === ownId;
  const place = [member.city, member.region, member.country ? new Intl.DisplayNames([i18n.language], { type: 'region' }).of(member.country) : null].filter(Boolean).join(', ');
  const interestNames = member.interests.map((interestId) => interests.data?.find((interest) => interest.id === interestId)?.name).filter(Boolean);
  const actionError = like.error ?? block.error;
  return (
    <Screen title={t('search_page.name_age', { name: member.name, age: member.age })} wide>
      <div className="rdv-profile">
        <div className="rdv-profile__photo">
          {member.main_image ? (
            <img src={`${photoPrefix}/${member.main_image.filename}`} alt={member.name} width={480} height={480} />
          ) : (
            <span className="rdv-member-card__initial" aria-hidden="true">{member.name.slice(0, 1)}</span>
          )}
          <p>{t('profile_page.photos', { count: member.photo_count })}</p>
        </div>
        <div className="rdv-profile__facts">
          <p>
            {member.online ? <span className="rdv-badge rdv-badge--online">{t('profile_page.online')}</span> : member.last_seen && t('profile_page.last_seen', { when: relativeTime(member.last_seen, i18n.language) })}
            {member.premium && <span className="rdv-badge rdv-badge--premium">{t('search_page.premium')}</span>}
          </p>
          {place && <p>{place}</p>}
          {!mine && loggedIn && (
            <div className="rdv-profile__actions">
              <button type="button" className="rdv-button" aria-pressed={member.liked} disabled={like.isPending || member.blocked} onClick={() => like.mutate()}>
                {member.liked ? t('profile_page.unlike') : t('profile_page.like')}
              </button>
              <Link className="rdv-button" to={`/members/${member.id}/chat`}>
                {t('profile_page.message')}
              </Link>
              <button type="button" className="rdv-button rdv-button--link" disabled={block.isPending} onClick={() => block.mutate()}>
                {member.blocked ? t('profile_page.unblock') : t('profile_page.block')}
              </button>
            </div>
          )}
          {!loggedIn && <LoggedOutNotice />}
          {member.blocked && <p className="rdv-alert rdv-alert--info">{t('profile_page.blocked_notice')}</p>}
          {actionError && <p role="alert" className="rdv-alert rdv-alert--danger">{actionError.message}</p>}
          {matched && (
            <p role="status" className="rdv-alert rdv-alert--success">
              {t('match_modal_title')} <Link to={`/members/${member.id}/chat`}>{t('profile_page.message')}</Link>
            </p>
          )}
          <dl className="rdv-profile__fields">
            {FIELDS.map((field) => {
              const value = member[field];
              if (!value) return null;
              return (
                <div key={field}>
                  <dt>{t(`profile_page.fields.${field}`)}</dt>
                  <dd>{field === 'gender' || field === 'sexuality' ? t(`profile_page.values.${value}`) : field === 'reason' ? value : t(`profile_page.options.${field}.${value}`, { defaultValue: value })}</dd>
                </div>
              );
            })}
            {interestNames.length > 0 && (
              <div>
                <dt>{t('profile_page.fields.interests')}</dt>
                <dd>{interestNames.join(', ')}</dd>
              </div>
            )}
          </dl>
          {member.about_me && (
            <section aria-labelledby="rdv-about-me">
              <h2 id="rdv-about-me">{t('profile_page.fields.about_me')}</h2>
              <p>{member.about_me}</p>
            </section>
          )}
        </div>
      </div>
    </Screen>
  );
}
