import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components';
import { saveSignupStep } from '../api/save-signup-step';
import { StepForm } from './step-form';

/** Step 3: about me. */
export function AboutMeStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  const [aboutMe, setAboutMe] = useState('');
  return (
    <StepForm
      title={t('steps.about_me.title')}
      text={t('steps.about_me.text')}
      submitLabel={t('steps.save')}
      fields={['about_me']}
      save={async () => {
        await saveSignupStep('about_me', aboutMe.trim() ? { about_me: aboutMe.trim() } : {});
        await onSaved();
      }}
    >
      {(errors) => (
        <Field label={t('fields.about_me')} errors={errors.about_me}>
          {(control) => <textarea {...control} name="about_me" value={aboutMe} onChange={(event) => setAboutMe(event.target.value)} />}
        </Field>
      )}
    </StepForm>
  );
}
