import { regionName } from '@rendezvous/i18n';
import { loadReferenceData } from '@rendezvous/api-client';
import { MEMBERS_ERROR_CODES, type MemberProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { NavLink, RemoteWidget } from '@rendezvous/remote-kit';
import { ErrorPage, FictionalMark, useInterestName } from '@rendezvous/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { InterestIcon, LoadFailed, LoggedOutNotice, MatchModal, preloadMatchModal, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { cachedCard } from '../../../lib/cached-cards';
import { rememberOpened } from '../../../lib/last-opened';
import { relativeTime } from '../../../lib/relative-time';
import { isRefusal } from '../../../lib/refusal';
import { blockMember, getMemberProfile, likeMember, unblockMember, unlikeMember } from '../../../api/members';
import { ProfilePhotos } from './profile-photos';
import { widgetMember } from '../../../lib/widget-member';

/** What a profile shows when the site names nothing (services/site default-site.ts has the same lists). */
const DEFAULT_FIELDS = ['age', 'gender', 'sexuality', 'relationship_status', 'body_type', 'hair_colour', 'eye_colour', 'tattoos', 'interests', 'location'];
const DEFAULT_NOTES = ['about_me', 'reason_for_signup'];
/** Fields whose stored values are keys with translations (profile_page.options). */
const OPTION_FIELDS = new Set(['relationship_status', 'body_type', 'hair_colour', 'eye_colour', 'tattoos']);

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
  const interestName = useInterestName();
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.user !== null);
  const ownId = useSession((state) => state.user?.profile?.id ?? null);
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  // Which fields and notes a profile shows, in the site's order (settings visible_profile_fields / _notes).
  const visibleFields = useSession((state) => state.settings?.visible_profile_fields ?? DEFAULT_FIELDS);
  const visibleNotes = useSession((state) => state.settings?.visible_profile_notes ?? DEFAULT_NOTES);
  const fictional = useSession((state) => state.settings);
  const [matched, setMatched] = useState(false);
  const [signingUp, setSigningUp] = useState(false);
  const [giving, setGiving] = useState(false);
  const navigate = useNavigate();
  const refreshBadges = useSession((state) => state.refreshBadges);
  const profile = useQuery({
    queryKey: memberKeys.profile(id),
    // Opening a profile clears that member's new-like flag (spec 4): the likes and the shell's likes badge follow at once.
    queryFn: async () => {
      const opened = await getMemberProfile(id);
      if (ownId !== null && opened.id !== ownId) rememberOpened(opened, ownId);
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
    onMutate: () => preloadMatchModal(),
    onSuccess: (answer) => {
      update({ liked: answer !== null });
      if (answer?.match) setMatched(true);
    },
  });
  const block = useMutation({
    mutationFn: () => (profile.data?.blocked ? unblockMember(id) : blockMember(id)),
    onSuccess: () => update({ blocked: !profile.data?.blocked }),
  });

  if (profile.isPending) {
    // The card a list on this page showed (spec 3: cached other profiles) stands in while the profile loads.
    const card = cachedCard(queryClient, id);
    return (
      <Screen area="rdv-account" title={card ? t('search_page.name_age', { name: card.name, age: card.age }) : t('profile')} wide={card !== null}>
        {card?.main_image && (
          <img className="rdv-profile__placeholder" src={`${photoPrefix}/${card.main_image.thumb_filename}`} alt={card.name} width={240} height={240} />
        )}
        <p role="status">{t('profile_page.loading')}</p>
      </Screen>
    );
  }
  if (profile.isError) {
    if (isRefusal(profile.error, 404)) return <ErrorPage status={404} />;
    if (isRefusal(profile.error, 403, MEMBERS_ERROR_CODES.blockedByMember)) {
      // The spec's own words, as the server sends them: "You're blocked by {name}. ..."
      return (
        <Screen area="rdv-account" title={t('profile')}>
          <p role="alert" className="rdv-alert rdv-alert--danger">
            {profile.error.message}
          </p>
        </Screen>
      );
    }
    if (isRefusal(profile.error, 403))
      return (
        <Screen area="rdv-account" title={t('profile')}>
          <LoggedOutNotice />
        </Screen>
      );
    return (
      <Screen area="rdv-account" title={t('profile')}>
        <LoadFailed message={t('profile_page.error')} onRetry={() => void profile.refetch()} />
      </Screen>
    );
  }

  const member = profile.data;
  const mine = member.id === ownId;
  const place = [
    member.city,
    member.region && regionName(member.region, i18n.language),
    member.country ? new Intl.DisplayNames([i18n.language], { type: 'region' }).of(member.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const memberInterests = member.interests.flatMap((interestId) => interests.data?.filter((interest) => interest.id === interestId) ?? []);
  const actionError = like.error ?? block.error;
  /** One profile field as the viewer reads it, or null when the member left it empty. */
  const fieldValue = (field: string): string | null => {
    if (field === 'age') return String(member.age);
    if (field === 'location') return place || null;
    const value = (member as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string' || !value) return null;
    if (field === 'gender' || field === 'sexuality') return t(`profile_page.values.${value}`);
    return OPTION_FIELDS.has(field) ? t(`profile_page.options.${field}.${value}`, { defaultValue: value }) : value;
  };
  return (
    <Screen area="rdv-account" title={t('search_page.name_age', { name: member.name, age: member.age })} wide>
      <div className="rdv-profile">
        <ProfilePhotos member={member} onSignup={() => setSigningUp(true)} />
        <div className="rdv-profile__facts">
          <p>
            {member.online ? (
              <span className="rdv-badge rdv-badge--online">{t('profile_page.online')}</span>
            ) : (
              member.last_seen && t('profile_page.last_seen', { when: relativeTime(member.last_seen, i18n.language) })
            )}
            {member.premium && <span className="rdv-badge rdv-badge--premium">{t('search_page.premium')}</span>}
            {member.fictional && fictional && (
              <>
                {' '}
                <FictionalMark icon={fictional.fictional_icon} labelled className="rdv-member-card__fictional" />
              </>
            )}
          </p>
          {!loggedIn && (
            // Spec 6: liking and chatting need a login; a visitor gets the signup modal (mfe-signup's widget).
            <div className="rdv-profile__actions">
              <button type="button" className="rdv-button" onClick={() => setSigningUp(true)}>
                {t('profile_page.like')}
              </button>
              <button type="button" className="rdv-button" onClick={() => setSigningUp(true)}>
                {t('profile_page.message')}
              </button>
              <button type="button" className="rdv-button" onClick={() => setSigningUp(true)}>
                {t('profile_page.gift')}
              </button>
            </div>
          )}
          {signingUp && <RemoteWidget remote="mfe-signup" widget="SignupModal" props={{ onClose: () => setSigningUp(false) }} />}
          {!mine && loggedIn && (
            <div className="rdv-profile__actions">
              {/* A member the viewer blocked can be neither liked nor written to (spec 6): the block shows in their place, with Unblock. */}
              {!member.blocked && (
                <>
                  <button type="button" className="rdv-button" aria-pressed={member.liked} disabled={like.isPending} onClick={() => like.mutate()}>
                    {member.liked ? t('profile_page.unlike') : t('profile_page.like')}
                  </button>
                  <Link className="rdv-button" to={`/members/${member.id}/chat`}>
                    {t('profile_page.message')}
                  </Link>
                  <button type="button" className="rdv-button" onClick={() => setGiving(true)}>
                    {t('profile_page.gift')}
                  </button>
                </>
              )}
              <button
                type="button"
                className={member.blocked ? 'rdv-button' : 'rdv-button rdv-button--link'}
                disabled={block.isPending}
                onClick={() => block.mutate()}
              >
                {member.blocked ? t('profile_page.unblock') : t('profile_page.block')}
              </button>
              {/* A notice under the Digital Services Act: the complaints form (mfe-legal), prefilled with this member. */}
              <NavLink
                className="rdv-button rdv-button--link"
                href={`/complaints?${new URLSearchParams({ member: member.name, member_id: String(member.id) })}`}
              >
                {t('profile_page.report')}
              </NavLink>
            </div>
          )}
          {/* Gifts are chat's: its GiftPicker widget (mfe-chat) spends the credits and sends the gift. */}
          {giving && !member.blocked && (
            <RemoteWidget remote="mfe-chat" widget="GiftPicker" props={{ recipientId: member.id, onClose: () => setGiving(false) }} />
          )}
          {member.blocked && !mine && loggedIn && (
            <p className="rdv-alert rdv-alert--info" role="status">
              {t('profile_page.blocked_notice')}
            </p>
          )}
          {actionError && (
            <p role="alert" className="rdv-alert rdv-alert--danger">
              {actionError.message}
            </p>
          )}
          {matched && (
            <MatchModal
              member={widgetMember(member, photoPrefix)}
              onPhoto={() => setMatched(false)}
              onAction={(memberId) => navigate(`/members/${memberId}/chat`)}
              onClose={() => setMatched(false)}
            />
          )}
          <dl className="rdv-profile__fields">
            {visibleFields.map((field) => {
              if (field === 'interests') {
                return memberInterests.length > 0 ? (
                  <div key={field}>
                    <dt>{t('profile_page.fields.interests')}</dt>
                    <dd>
                      <ul className="rdv-interests">
                        {memberInterests.map((interest) => (
                          <li key={interest.id} className="rdv-interest">
                            <InterestIcon icon={interest.icon} />
                            <span>{interestName(interest)}</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null;
              }
              const value = fieldValue(field);
              return value ? (
                <div key={field}>
                  <dt>{t(`profile_page.fields.${field}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null;
            })}
          </dl>
          {visibleNotes.map((note) => {
            const text = note === 'about_me' ? member.about_me : note === 'reason_for_signup' ? member.reason : null;
            return text ? (
              <section key={note} aria-labelledby={`rdv-note-${note}`}>
                <h2 id={`rdv-note-${note}`}>{t(`profile_page.notes.${note}`)}</h2>
                <p>{text}</p>
              </section>
            ) : null;
          })}
        </div>
      </div>
    </Screen>
  );
}
