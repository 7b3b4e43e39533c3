import { fieldMessages } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Field } from '../../../components';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

const aboutMeStepSchema = z.object({ about_me: z.string() });

/** Step 3: about me. */
export function AboutMeStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  return (
    <StepForm
      title={t('steps.about_me.title')}
      text={t('steps.about_me.text')}
      submitLabel={t('steps.save')}
      schema={aboutMeStepSchema}
      defaultValues={{ about_me: '' }}
      fields={['about_me']}
      save={async ({ about_me }) => {
        await saveSignupStep('about_me', about_me.trim() ? { about_me: about_me.trim() } : {});
        await onSaved();
      }}
    >
      {({ register, formState: { errors } }) => (
        <Field label={t('fields.about_me')} errors={fieldMessages(errors.about_me)}>
          {(control) => <textarea {...control} {...register('about_me')} />}
        </Field>
      )}
    </StepForm>
  );
}
