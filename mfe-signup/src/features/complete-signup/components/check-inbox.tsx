import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, readServerErrors } from '../../../components';
import { pathAfterSignupSteps } from '../../../lib/lander-member';
import { resendActivationMail } from '../api/resend-activation-mail';

/** The last screen of signup: activation comes last, by the link in the e-mail (spec section 2). */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The member lander's member the visitor signed up from, else the first matches (issue 12).
  const [next] = useState(pathAfterSignupSteps);

  useEffect(() => headingRef.current?.focus(), []);

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await resendActivationMail();
      setState('sent');
    } catch (failure) {
      setError(readServerErrors(failure, [], t('generic', { ns: 'errors' })).form);
      setState('idle');
    }
  };

  return (
    <div className="rdv-check-inbox">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('check_inbox.title')}
      </h2>
      <p>{t('check_inbox.text', { email })}</p>
      <FormAlert message={error} />
      {state === 'sent' ? (
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('check_inbox.resent')}
        </p>
      ) : (
        <button type="button" className="rdv-button rdv-button--ghost" disabled={state === 'sending'} onClick={() => void resend()}>
          {t('check_inbox.resend')}
        </button>
      )}
      <p className="rdv-signup__links">
        <Link to={next}>{next === '/signup-matches' ? t('check_inbox.to_first_matches') : t('check_inbox.to_lander_member')}</Link>
      </p>
    </div>
  );
}
