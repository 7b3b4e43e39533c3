import { fieldMessages } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Field } from '../../../components';
import { keptSignupMessage } from '../../../lib/signup-message';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

const messageStepSchema = z.object({ signup_message: z.string() });

/** Step 0: a first message members see (spec section 2, signup steps). */
export function MessageStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  return (
    <StepForm
      title={t('steps.message.title')}
      text={t('steps.message.text')}
      submitLabel={t('steps.save')}
      schema={messageStepSchema}
      // The message typed on the signup form (a member lander's reply, say) is here again, not lost.
      defaultValues={{ signup_message: keptSignupMessage() }}
      fields={['signup_message']}
      save={async ({ signup_message }) => {
        await saveSignupStep('message', signup_message.trim() ? { signup_message: signup_message.trim() } : {});
        await onSaved();
      }}
    >
      {({ register, formState: { errors } }) => (
        <Field label={t('steps.message.label')} errors={fieldMessages(errors.signup_message)}>
          {(control) => <textarea {...control} {...register('signup_message')} />}
        </Field>
      )}
    </StepForm>
  );
}
