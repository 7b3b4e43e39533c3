import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { IDENTITY_ERRORS, passwordResetConfirmRequestSchema, samePasswordTwice } from '@rendezvous/contracts';
import { fieldMessages } from '@rendezvous/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { Field, FormAlert, Screen } from '../../../components';
import { confirmPasswordReset } from '../api/confirm-password-reset';

const FIELDS = ['password', 'password_repeat'] as const;

/** /reset-password/do?token=...: the link from the e-mail, to choose the new password. */
export function ChoosePasswordScreen() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The token comes from the link; the member types the rest. Same rule and wording as the server
  // (spec section 5), without the round trip.
  const schema = useMemo(
    () => z.pick(passwordResetConfirmRequestSchema, { password: true, password_repeat: true }).check(samePasswordTwice(t('choose_password.passwords_differ'))),
    [t],
  );
  // Messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_repeat: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: pending, isSubmitSuccessful: changed } = formState;
  // No token at all is the same dead end as an expired one; for the latter the server's wording shows.
  const linkInvalid = token ? (errors.root?.linkInvalid?.message ?? null) : t('choose_password.link_invalid');

  const onSubmit = handleSubmit(async ({ password, password_repeat }) => {
    try {
      await confirmPasswordReset({ token, password, password_repeat });
    } catch (error) {
      const read = applyServerErrors(error, FIELDS, setError, t('generic', { ns: 'errors' }));
      if (read.code === IDENTITY_ERRORS.linkInvalid.code) setError('root.linkInvalid', { message: read.form ?? '' });
      else if (read.form) setError('root.server', { message: read.form });
    }
  });

  let content;
  if (changed) {
    content = (
      <>
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('choose_password.changed')}
        </p>
        <p>
          <Link className="rdv-button" to="/login">
            {t('choose_password.login_link')}
          </Link>
        </p>
      </>
    );
  } else if (linkInvalid) {
    content = (
      <>
        <FormAlert message={linkInvalid} />
        <p>
          <Link to="/reset-password">{t('choose_password.request_new')}</Link>
        </p>
      </>
    );
  } else {
    content = (
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.root?.server?.message ?? null} />
        <Field label={t('fields.password_new')} errors={fieldMessages(errors.password)} hint={t('signup_form.password_hint')}>
          {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" required />}
        </Field>
        <Field label={t('fields.password_repeat')} errors={fieldMessages(errors.password_repeat)}>
          {(control) => <input {...control} {...register('password_repeat')} type="password" autoComplete="new-password" required />}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={pending}>
            {t('choose_password.submit')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <Screen area="rdv-signup" title={t('reset_password_do')}>
      {content}
    </Screen>
  );
}
