import { loadReferenceData } from '@rendezvous/api-client';
import type { MatchFinderQuery, MatchSuggestion } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { likeMember, unlikeMember } from '../../../api/members';
import { LoadFailed, LoggedOutNotice, MatchModal, preloadMatchModal } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { isRefusal } from '../../../lib/refusal';
import { findMatches } from '../api/match-finder';
import { MatchCard } from './match-card';
import { widgetMember } from '../../../lib/widget-member';

export interface MatchResultsProps {
  query: MatchFinderQuery;
  onStartOver: () => void;
}

/** The finder's suggestions, each with like and message; a like that makes a match opens the match modal. */
export function MatchResults({ query, onStartOver }: MatchResultsProps) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const results = useQuery({ queryKey: memberKeys.matchFinder(query), queryFn: () => findMatches(query) });
  const interests = useQuery({ queryKey: ['reference', 'interests'], queryFn: () => loadReferenceData('interests'), staleTime: Infinity });
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [match, setMatch] = useState<MatchSuggestion | null>(null);

  // The answer replaces the questions: the focus follows, so it is announced.
  useEffect(() => heading.current?.focus(), []);

  const like = useMutation({
    mutationFn: ({ member, unlike }: { member: MatchSuggestion; unlike: boolean }) =>
      unlike ? unlikeMember(member.id).then(() => null) : likeMember(member.id),
    onMutate: ({ unlike }) => (unlike ? undefined : preloadMatchModal()),
    onSuccess: (answer, { member, unlike }) => {
      setLiked((current) => {
        const next = new Set(current);
        if (unlike) next.delete(member.id);
        else next.add(member.id);
        return next;
      });
      if (answer?.match) setMatch(member);
      void queryClient.invalidateQueries({ queryKey: memberKeys.likes() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(member.id) });
      // The finder leaves liked members out: the next run asks again, while this list stays as it is.
      void queryClient.invalidateQueries({ queryKey: memberKeys.matchFinders(), refetchType: 'none' });
    },
  });

  const suggestions = results.data?.results ?? [];
  return (
    <section className="rdv-finder__results" aria-labelledby={headingId}>
      <div className="rdv-finder__results-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('match_finder_page.results')}
        </h2>
        <button type="button" className="rdv-button rdv-button--ghost" onClick={onStartOver}>
          {t('match_finder_page.start_over')}
        </button>
      </div>
      {match && (
        <MatchModal
          member={widgetMember(match, photoPrefix)}
          onPhoto={(memberId) => navigate(`/members/${memberId}`)}
          onAction={(memberId) => navigate(`/members/${memberId}/chat`)}
          onClose={() => setMatch(null)}
        />
      )}
      {like.isError && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {like.error.message}
        </p>
      )}
      {results.isPending ? (
        <p role="status">{t('match_finder_page.loading')}</p>
      ) : results.isError ? (
        isRefusal(results.error, 403) ? (
          <LoggedOutNotice />
        ) : (
          <LoadFailed message={t('match_finder_page.error')} onRetry={() => void results.refetch()} />
        )
      ) : suggestions.length === 0 ? (
        <p className="rdv-alert rdv-alert--info">{t('match_finder_page.none')}</p>
      ) : (
        <ul className="rdv-member-grid rdv-finder__grid" aria-labelledby={headingId}>
          {suggestions.map((member) => (
            <MatchCard
              key={member.id}
              member={member}
              interests={interests.data ?? []}
              liked={liked.has(member.id)}
              pending={like.isPending && like.variables?.member.id === member.id}
              onLike={() => like.mutate({ member, unlike: liked.has(member.id) })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
