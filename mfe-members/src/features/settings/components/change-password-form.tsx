import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { passwordChangeRequestSchema, samePasswordTwice, type PasswordChangeRequest } from '@rendezvous/contracts';
import { fieldMessages } from '@rendezvous/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert } from '../../../components';
import { changePassword } from '../api/change-password';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;
const EMPTY: PasswordChangeRequest = { old_password: '', password: '', password_repeat: '' };

/** Old password, new password twice; the server's messages land beside the field they are about. */
export function ChangePasswordForm() {
  const { t } = useTranslation('members');
  // Same rule and wording as the server (spec section 5), without the round trip.
  const schema = useMemo(() => passwordChangeRequestSchema.check(samePasswordTwice(t('settings_page.passwords_differ'))), [t]);
  // Messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, setValue, formState } = useForm<PasswordChangeRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: pending } = formState;
  // Said after a change that worked, and gone as soon as the next try starts.
  const changed = formState.isSubmitSuccessful && !pending;

  const onSubmit = handleSubmit(async (request) => {
    try {
      await changePassword(request);
      for (const field of FIELDS) setValue(field, '');
    } catch (error) {
      const { form } = applyServerErrors(error, FIELDS, setError, t('account.generic_error'));
      if (form) setError('root.server', { message: form });
    }
  });

  return (
    <section className="rdv-account__section" aria-labelledby="rdv-settings-password">
      <h2 id="rdv-settings-password">{t('settings_page.password_title')}</h2>
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.root?.server?.message ?? null} />
        {changed && (
          <p role="status" className="rdv-alert rdv-alert--success">
            {t('settings_page.password_changed')}
          </p>
        )}
        <Field label={t('settings_page.old_password')} errors={fieldMessages(errors.old_password)}>
          {(control) => <input {...control} {...register('old_password')} type="password" autoComplete="current-password" required />}
        </Field>
        <Field label={t('settings_page.new_password')} errors={fieldMessages(errors.password)}>
          {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" required />}
        </Field>
        <Field label={t('settings_page.repeat_password')} errors={fieldMessages(errors.password_repeat)}>
          {(control) => <input {...control} {...register('password_repeat')} type="password" autoComplete="new-password" required />}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={pending}>
            {t('settings_page.password_submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
