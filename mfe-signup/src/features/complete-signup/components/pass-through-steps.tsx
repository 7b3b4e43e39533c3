import { useTranslation } from 'react-i18next';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

/**
 * Step 1: photo. Photos are uploaded from the profile (members area); here the member only goes past
 * the step, which the server records from an empty body.
 */
export function PhotoStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  return (
    <StepForm
      title={t('steps.photo.title')}
      text={t('steps.photo.text')}
      submitLabel={t('steps.skip')}
      save={async () => {
        await saveSignupStep('photo', {});
        await onSaved();
      }}
    />
  );
}

/** Step 4: push. Notifications are switched on from the settings; the step records the visit. */
export function PushStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  return (
    <StepForm
      title={t('steps.push.title')}
      text={t('steps.push.text')}
      submitLabel={t('steps.continue')}
      save={async () => {
        await saveSignupStep('push', {});
        await onSaved();
      }}
    />
  );
}
