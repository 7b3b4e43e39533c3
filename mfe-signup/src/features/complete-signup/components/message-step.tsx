import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components';
import { keptSignupMessage } from '../../signup';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

/** Step 0: a first message members see (spec section 2, signup steps). */
export function MessageStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  // The message typed on the signup form (a member lander's reply, say) is here again, not lost.
  const [message, setMessage] = useState(keptSignupMessage);
  return (
    <StepForm
      title={t('steps.message.title')}
      text={t('steps.message.text')}
      submitLabel={t('steps.save')}
      fields={['signup_message']}
      save={async () => {
        await saveSignupStep('message', message.trim() ? { signup_message: message.trim() } : {});
        await onSaved();
      }}
    >
      {(errors) => (
        <Field label={t('steps.message.label')} errors={errors.signup_message}>
          {(control) => <textarea {...control} name="signup_message" value={message} onChange={(event) => setMessage(event.target.value)} />}
        </Field>
      )}
    </StepForm>
  );
}
