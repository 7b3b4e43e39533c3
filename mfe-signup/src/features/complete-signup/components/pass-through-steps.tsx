import { useTranslation } from 'react-i18next';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

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
