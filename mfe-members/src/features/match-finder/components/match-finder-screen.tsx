import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORTED_COUNTRIES, type MatchFinderQuery } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getOwnProfile } from '../../../api/members';
import { LoggedOutNotice, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { finderSchema, initialAnswers, toQuery, type FinderAnswers, type FinderDefaults, type FinderInput, type FinderMember } from '../lib/finder-form';
import { FinderSteps } from './finder-steps';
import { MatchResults } from './match-results';

/**
 * /match-finder (spec 2): four short questions (who, which ages, where, which interests), each
 * starting from the member's own profile, then suggestions ranked by shared interests and distance.
 */
export function MatchFinderScreen() {
  const { t } = useTranslation('members');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <Screen area="rdv-account" title={t('match_finder')} wide>
      {loggedIn ? <MatchFinder /> : <LoggedOutNotice />}
    </Screen>
  );
}

function MatchFinder() {
  const { t } = useTranslation('members');
  const own = useQuery({ queryKey: memberKeys.ownProfile(), queryFn: getOwnProfile });
  const known = useSession((state) => state.user?.profile ?? null);
  const siteCountries = useSession((state) => state.settings?.countries);
  // The site's countries the finder can search (the server knows no others).
  const countries = useMemo(() => {
    const listed = siteCountries?.filter((code) => (SUPPORTED_COUNTRIES as readonly string[]).includes(code)) ?? [];
    return listed.length > 0 ? listed : [...SUPPORTED_COUNTRIES];
  }, [siteCountries]);

  if (own.isPending) return <p role="status">{t('own_profile_page.loading')}</p>;
  // Without the own profile (it could not be loaded) the finder starts from what the session knows.
  const member: FinderMember = own.data ?? {
    gender: known?.gender ?? null,
    sexuality: known?.sexuality ?? null,
    age: known?.age ?? null,
    country: known?.country ?? null,
    region: null,
    interests: [],
  };
  return <FinderFlow initial={initialAnswers(member, countries)} countries={countries} />;
}

/** The questions, then the answer; "Start over" goes back to the first question with every answer kept. */
function FinderFlow({ initial, countries }: { initial: FinderDefaults; countries: readonly string[] }) {
  const form = useForm<FinderInput, unknown, FinderAnswers>({ resolver: zodResolver(finderSchema), defaultValues: initial });
  const [asked, setAsked] = useState<MatchFinderQuery | null>(null);
  const [startedOver, setStartedOver] = useState(false);
  return asked ? (
    <MatchResults
      query={asked}
      onStartOver={() => {
        setAsked(null);
        setStartedOver(true);
      }}
    />
  ) : (
    <FormProvider {...form}>
      <FinderSteps countries={countries} focusOnMount={startedOver} onFinish={(answers) => setAsked(toQuery(answers))} />
    </FormProvider>
  );
}
