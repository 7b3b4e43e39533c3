import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';
import { MemberStrip } from './member-strip';

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: what depends on the session waits for it. */
const useAfterHydration = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * `/`, the landing page (issue 12): the hero with the signup call to action and login, a strip of
 * members a visitor may see, and how it works. Rendered on the server (server.tsx), hydrated here.
 */
export function HomeScreen({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  // The server renders for a visitor (its HTML is the same for everyone): the login link goes only after hydration.
  const hydrated = useAfterHydration();
  const loggedIn = useSession((state) => state.user !== null) && hydrated;
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'home_page');
  return (
    <div className="rdv-home">
      <section className="rdv-home__hero">
        <div className="rdv-container">
          <h1>{texts.headline}</h1>
          <p className="rdv-home__lead">{texts.text}</p>
          <div className="rdv-home__actions">
            <SignupCallToAction signup={signup} label={texts.cta} />
            {!loggedIn && (
              <NavLink className="rdv-home__login" href="/login">
                {t('home_page.login')}
              </NavLink>
            )}
          </div>
        </div>
      </section>
      <MemberStrip members={data.members} site={data.site} onPick={signup.open} />
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
