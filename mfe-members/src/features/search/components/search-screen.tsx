import { regionName } from '@rendezvous/i18n';
import { loadReferenceData } from '@rendezvous/api-client';
import {
  defaultGender,
  LIKE_MODAL_QUERY,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SUPPORTED_COUNTRIES,
  type MemberSearchQuery,
} from '@rendezvous/contracts';
import { RemoteWidget } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LoadFailed, Screen } from '../../../components';
import { lastOpened } from '../../../lib/last-opened';
import { isRefusal } from '../../../lib/refusal';
import { relativeTime } from '../../../lib/relative-time';
import { memberKeys } from '../../../lib/member-keys';
import { searchMembers } from '../api/search-members';
import { MemberCard } from './member-card';

type Filters = Omit<MemberSearchQuery, 'page'>;
type FilterName = keyof Filters;
/** In the URL after "Clear filters": everyone, and no defaults from the member's own profile. */
const SHOW_ALL = 'all';

function filtersOf(params: URLSearchParams): Filters {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isInteger(value) ? value : undefined;
  };
  const gender = params.get('gender');
  return {
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    country: params.get('country') || undefined,
    countryregion: params.get('countryregion') || undefined,
    min_age: number('min_age'),
    max_age: number('max_age'),
  };
}

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, index) => MIN_SEARCH_AGE + index);

/** One end of the age range; unset shows the range's own end. */
function AgeSelect({ id, label, unset, value, onChange }: { id: string; label: string; unset: number; value?: number; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{unset}</option>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * /members, the home after login: the search grid with the search store's filters (spec 3). Filters
 * live in the URL, so back from a profile shows the same search, and the results stay in the query
 * cache, so they come back at once. Pages are appended: by the button, or by scrolling to the end.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const ownGender = useSession((state) => state.user?.profile?.gender ?? null);
  const ownSexuality = useSession((state) => state.user?.profile?.sexuality ?? null);
  const ownCountry = useSession((state) => state.user?.profile?.country ?? null);
  const loggedIn = useSession((state) => state.user !== null);
  const ownId = useSession((state) => state.user?.profile?.id ?? null);
  // The site decides which of the search store's filters its visitors get (settings search_fields); none named: all.
  const searchFields = useSession((state) => state.settings?.search_fields);
  const shows = useCallback((field: FilterName) => !searchFields?.length || searchFields.includes(field), [searchFields]);
  // Spec 3: the last opened profile and when, as a way back to it (read once per visit of the page).
  const [recent] = useState(() => (ownId === null ? null : lastOpened(ownId)));
  const [signupClosed, setSignupClosed] = useState(false);
  // A fresh arrival (no filters in the URL) searches for whom they look for (contracts' orientation
  // rule: the gender their gender and sexuality seek, any gender when both), in their own country;
  // the URL then says so. "Clear filters" stays cleared.
  const defaults = useMemo(() => {
    const initial = new URLSearchParams();
    const gender = defaultGender({ gender: ownGender, sexuality: ownSexuality });
    if (gender && shows('gender')) initial.set('gender', gender);
    if (ownCountry && shows('country')) initial.set('country', ownCountry);
    return initial;
  }, [ownGender, ownSexuality, ownCountry, shows]);
  // The like modal's delay (spec 4, the shell's LikeModalSlot) is no filter: it neither makes an
  // arrival look searched nor gets lost when the defaults are written.
  const likeModalDelay = params.get(LIKE_MODAL_QUERY);
  const arriving = [...params.keys()].every((key) => key === LIKE_MODAL_QUERY);
  const filters = useMemo(() => filtersOf(arriving ? defaults : params), [arriving, defaults, params]);
  const location = useLocation();
  useEffect(() => {
    if (!arriving || !defaults.toString()) return;
    // Only while the member is still here. single-spa tells this remote's router about a navigation
    // only once the apps have changed, so this can run after a tap on another area (Messages, say)
    // has already moved the address on. Writing the defaults then would bounce the member back to /members.
    if (window.location.pathname !== location.pathname || window.location.search !== location.search) return;
    const next = new URLSearchParams(defaults);
    if (likeModalDelay !== null) next.set(LIKE_MODAL_QUERY, likeModalDelay);
    setParams(next, { replace: true });
  }, [arriving, defaults, likeModalDelay, setParams, location]);

  const change = (name: FilterName, value: string) => {
    const next = new URLSearchParams(arriving ? defaults : params);
    if (arriving && likeModalDelay !== null) next.set(LIKE_MODAL_QUERY, likeModalDelay);
    next.delete('show');
    if (value) next.set(name, value);
    else next.delete(name);
    // Another country has other regions.
    if (name === 'country') next.delete('countryregion');
    if (next.toString() === '') next.set('show', SHOW_ALL);
    setParams(next, { replace: true });
  };

  const search = useInfiniteQuery({
    queryKey: memberKeys.search(filters),
    queryFn: ({ pageParam }) => searchMembers({ ...filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.results.length === SEARCH_PAGE_SIZE && last.page < SEARCH_MAX_PAGE ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const regions = useQuery({ queryKey: ['reference', 'regions'], queryFn: () => loadReferenceData('regions'), staleTime: Infinity });
  const countryRegions = filters.country ? regions.data?.[filters.country] : undefined;
  // While the regions load, their row is already there (disabled), so the filters and the grid below do
  // not move down when it fills in (the last of /members' layout shift on a phone, issue 13).
  const regionsLoading = Boolean(filters.country) && regions.isPending;

  const countryNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const countries = useMemo(
    () => SUPPORTED_COUNTRIES.map((code) => ({ code, name: countryNames.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [countryNames, i18n.language],
  );

  // Infinite scroll: the next page loads when the end of the grid comes into view.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const first = search.data?.pages[0];
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const count = new Intl.NumberFormat(i18n.language).format(first?.numResults ?? 0);
  const ids = { gender: useId(), country: useId(), region: useId(), min: useId(), max: useId() };

  return (
    <Screen area="rdv-account" title={t('search')} wide>
      <form className="rdv-search-filters" aria-label={t('search_page.filters')} onSubmit={(event) => event.preventDefault()}>
        {shows('gender') && (
          <>
            <label htmlFor={ids.gender}>{t('search_page.gender')}</label>
            <select id={ids.gender} value={filters.gender ?? ''} onChange={(event) => change('gender', event.target.value)}>
              <option value="">{t('search_page.gender_any')}</option>
              <option value="female">{t('search_page.gender_female')}</option>
              <option value="male">{t('search_page.gender_male')}</option>
            </select>
          </>
        )}
        {shows('country') && (
          <>
            <label htmlFor={ids.country}>{t('search_page.country')}</label>
            <select id={ids.country} value={filters.country ?? ''} onChange={(event) => change('country', event.target.value)}>
              <option value="">{t('search_page.country_any')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </>
        )}
        {(countryRegions || regionsLoading) && shows('countryregion') && (
          <>
            {/* The country's own word for its regions (province, state, canton, ...), as regions.php names it. */}
            <label htmlFor={ids.region}>
              {countryRegions ? t(`search_page.region_type.${countryRegions.region_type}`, { defaultValue: t('search_page.region') }) : t('search_page.region')}
            </label>
            <select
              id={ids.region}
              value={filters.countryregion ?? ''}
              disabled={!countryRegions}
              onChange={(event) => change('countryregion', event.target.value)}
            >
              <option value="">{t('search_page.region_any')}</option>
              {!countryRegions && filters.countryregion && <option value={filters.countryregion}>{regionName(filters.countryregion, i18n.language)}</option>}
              {(countryRegions?.regions ?? []).map((region) => (
                <option key={region.code} value={region.name}>
                  {regionName(region.name, i18n.language)}
                </option>
              ))}
            </select>
          </>
        )}
        {shows('min_age') && (
          <AgeSelect
            id={ids.min}
            label={t('search_page.min_age')}
            unset={MIN_SEARCH_AGE}
            value={filters.min_age}
            onChange={(value) => change('min_age', value)}
          />
        )}
        {shows('max_age') && (
          <AgeSelect
            id={ids.max}
            label={t('search_page.max_age')}
            unset={MAX_SEARCH_AGE}
            value={filters.max_age}
            onChange={(value) => change('max_age', value)}
          />
        )}
        <button type="button" className="rdv-button rdv-button--link" onClick={() => setParams({ show: SHOW_ALL }, { replace: true })}>
          {t('search_page.clear')}
        </button>
      </form>

      {recent && (
        <p className="rdv-search__recent">
          {t('search_page.last_opened', { when: relativeTime(recent.at, i18n.language) })} <Link to={`/members/${recent.id}`}>{recent.name}</Link>
        </p>
      )}
      {search.isPending ? (
        <p role="status">{t('search_page.loading')}</p>
      ) : search.isError ? (
        isRefusal(search.error, 403) ? (
          <>
            <p className="rdv-alert rdv-alert--info">{t('search_page.login_to_search')}</p>
            {/* Spec 6: searching logged out only as logged_out_search allows; a visitor also gets the signup modal (mfe-signup's widget), and the text alone when it cannot load. */}
            {!loggedIn && !signupClosed && (
              <RemoteWidget remote="mfe-signup" widget="SignupModal" props={{ onClose: () => setSignupClosed(true) }} fallback={() => null} />
            )}
          </>
        ) : (
          <LoadFailed message={t('search_page.error')} onRetry={() => void search.refetch()} />
        )
      ) : (
        <>
          <p role="status" className="rdv-search__count">
            {first?.numResultsCapped
              ? t('search_page.found_more', { count: first.numResults, formatted: count })
              : t('search_page.found', { count: first?.numResults ?? 0, formatted: count })}
          </p>
          {results.length > 0 ? (
            <ul className="rdv-member-grid" aria-label={t('search_page.results')}>
              {results.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
          ) : (
            <p>{t('search_page.none')}</p>
          )}
          {hasNextPage && (
            <div ref={end} className="rdv-search__more">
              <button type="button" className="rdv-button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? t('search_page.loading') : t('search_page.more')}
              </button>
            </div>
          )}
          {first && first.similar.length > 0 && (
            <section aria-labelledby="rdv-similar-members">
              <h2 id="rdv-similar-members">{t('search_page.similar')}</h2>
              <ul className="rdv-member-grid" aria-label={t('search_page.similar')}>
                {first.similar.map((member) => (
                  <MemberCard key={member.id} member={member} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Screen>
  );
}
