import { defaultGender, type MemberCard } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Screen } from '../../../components';
import { firstMatches, likeMember } from '../api/first-matches';

/** How many suggestions a new member sees. */
export const FIRST_MATCHES = 12;

/**
 * /signup-matches: right after signup, a first set of members to like (whom they look for, in the
 * member's own country, most recently active first; similar members fill up when few match), then
 * on to the search.
 */
export function SignupMatchesScreen() {
  const { t } = useTranslation('signup');
  const profile = useSession((state) => state.user?.profile ?? null);
  const loggedIn = useSession((state) => state.user !== null);
  // Whom the new member looks for (contracts' orientation rule: gender and sexuality; both genders for bi).
  const gender = profile ? defaultGender({ gender: profile.gender, sexuality: profile.sexuality ?? null }) : undefined;
  const country = profile?.country ?? undefined;
  const suggestions = useQuery({
    queryKey: ['signup-matches', gender, country],
    queryFn: () => firstMatches({ gender, country }),
    enabled: loggedIn,
  });
  const [liked, setLiked] = useState<Set<number>>(new Set());
  const [matched, setMatched] = useState<Set<number>>(new Set());
  const like = useMutation({
    mutationFn: (member: MemberCard) => likeMember(member.id),
    onSuccess: (answer, member) => {
      setLiked((ids) => new Set(ids).add(member.id));
      if (answer.match) setMatched((ids) => new Set(ids).add(member.id));
    },
  });
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const members = [...(suggestions.data?.results ?? []), ...(suggestions.data?.similar ?? [])].slice(0, FIRST_MATCHES);

  return (
    <Screen area="rdv-signup" title={t('signup_matches')}>
      {!loggedIn ? (
        <p>
          {t('complete_login_needed')} <Link to="/login">{t('login')}</Link>
        </p>
      ) : suggestions.isPending ? (
        <p role="status">{t('signup_matches_page.loading')}</p>
      ) : (
        <>
          <p>{t('signup_matches_page.intro')}</p>
          {suggestions.isError && (
            <p role="alert" className="rdv-alert rdv-alert--danger">
              {t('signup_matches_page.error')}
            </p>
          )}
          {like.isError && (
            <p role="alert" className="rdv-alert rdv-alert--danger">
              {like.error.message}
            </p>
          )}
          <ul className="rdv-first-matches" aria-label={t('signup_matches')}>
            {members.map((member) => (
              <li key={member.id} className="rdv-first-matches__member">
                {member.main_image ? (
                  <img src={`${photoPrefix}/${member.main_image.thumb_filename}`} alt="" width={120} height={120} loading="lazy" />
                ) : (
                  <span className="rdv-first-matches__initial" aria-hidden="true">
                    {member.name.slice(0, 1)}
                  </span>
                )}
                <span>{t('signup_matches_page.name_age', { name: member.name, age: member.age })}</span>
                {matched.has(member.id) ? (
                  <span role="status">{t('signup_matches_page.match')}</span>
                ) : (
                  <button
                    type="button"
                    className="rdv-button rdv-button--ghost"
                    aria-pressed={liked.has(member.id)}
                    disabled={liked.has(member.id) || like.isPending}
                    aria-label={t('signup_matches_page.like_member', { name: member.name })}
                    onClick={() => like.mutate(member)}
                  >
                    {liked.has(member.id) ? t('signup_matches_page.liked') : t('signup_matches_page.like')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p className="rdv-signup__links">
            <Link className="rdv-button" to="/members">
              {t('activation.to_members')}
            </Link>
          </p>
        </>
      )}
    </Screen>
  );
}
