import { subscribeToPush, useSession } from '@rendezvous/session-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

/** Whether this browser can be asked: the site has a push key, the browser has push, and the member has not blocked it. */
function canAskForPush(publicKey: string): boolean {
  return Boolean(publicKey) && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';
}

/**
 * Step 4: push. Where the browser can push, the member turns notifications on here for real (the
 * browser's prompt, then the subscription saved on the account) or says not now; either way the
 * step is recorded and signup goes on. A refusal or a browser that cannot subscribe is explained,
 * never a dead end.
 */
export function PushStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  const publicKey = useSession((state) => state.settings?.push_public_key ?? '');
  const [asked, setAsked] = useState<'denied' | 'failed' | null>(null);
  const finish = async () => {
    await saveSignupStep('push', {});
    await onSaved();
  };

  if (asked === null && canAskForPush(publicKey)) {
    const enable = async () => {
      const outcome = await subscribeToPush(publicKey).catch((error: unknown) => {
        console.error('[signup] push subscription failed', error);
        return 'failed' as const;
      });
      if (outcome === 'subscribed') return finish();
      setAsked(outcome === 'denied' ? 'denied' : 'failed');
    };
    return (
      <StepForm
        title={t('steps.push.title')}
        text={t('steps.push.ask')}
        submitLabel={t('steps.push.enable')}
        save={enable}
        secondary={{ label: t('steps.push.later'), action: finish }}
      />
    );
  }
  return (
    <StepForm title={t('steps.push.title')} text={asked ? t(`steps.push.${asked}`) : t('steps.push.text')} submitLabel={t('steps.continue')} save={finish} />
  );
}
