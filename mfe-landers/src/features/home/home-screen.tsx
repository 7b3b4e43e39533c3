import type { TeaserMember } from '@rendezvous/contracts';
import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupCallToAction, useSignupModal } from '../../signup-call-to-action';
import './home.css';
import { MemberStrip } from './member-strip';

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: what depends on the session waits for it. */
const useAfterHydration = () => useSyncExternalStore(noSubscription, () => true, () => false);

export interface HomeScreenProps {
  /** the teaser the server rendered with, for hydration; undefined in the browser alone */
  teaser?: TeaserMember[];
}

/**
 * `/`, the landing page (issue 12): the hero with the signup call to action and login, a strip of
 * members a visitor may see, and how it works. Rendered on the server (server.tsx), hydrated here.
 */
export function HomeScreen({ teaser }: HomeScreenProps) {
  const { t } = useTranslation();
  const settings = useSession((state) => state.settings);
  // The server renders for a visitor (its HTML is the same for everyone): the login link goes only after hydration.
  const hydrated = useAfterHydration();
  const loggedIn = useSession((state) => state.user !== null) && hydrated;
  const signup = useSignupModal();
  const title = settings?.index_title || t('home');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="rdv-home">
      <section className="rdv-home__hero">
        <div className="rdv-container">
          <h1>{t('home')}</h1>
          <p className="rdv-home__lead">{t('home_page.lead')}</p>
          <div className="rdv-home__actions">
            <SignupCallToAction signup={signup} />
            {!loggedIn && (
              <NavLink className="rdv-home__login" href="/login">
                {t('home_page.login')}
              </NavLink>
            )}
          </div>
        </div>
      </section>
      <MemberStrip initial={teaser} country={settings?.geoip_country ?? null} photoPrefix={settings?.cdn_prefix ?? '/photos'} onPick={signup.open} />
      <ol className="rdv-container rdv-home__steps">
        {(['profile', 'meet', 'chat'] as const).map((step) => (
          <li key={step}>
            <h2>{t(`home_page.steps.${step}.title`)}</h2>
            <p>{t(`home_page.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      {signup.modal}
    </div>
  );
}
