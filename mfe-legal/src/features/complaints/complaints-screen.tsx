import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { COMPLAINT_LIMITS, type ComplaintReceipt } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { Field, FormAlert, Screen } from '@rendezvous/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { complaintFormSchema, readReportContext, sendComplaint, type ComplaintFormValues } from './complaint-form';

const FIELDS = ['name', 'email', 'member_name', 'subject', 'text', 'attachment'] as const;

/**
 * /complaints (issue 12): a complaint, or a report of a member, photo or message (the Digital Services
 * Act's notice). A Report action on a profile or in a conversation opens it prefilled
 * (?member=&member_id=&conversation=); a member's own name and address are filled in.
 */
export function ComplaintsScreen() {
  const { t, i18n } = useTranslation('legal');
  const [search] = useSearchParams();
  const report = useMemo(() => readReportContext(search), [search]);
  const user = useSession((state) => state.user);
  const [receipt, setReceipt] = useState<{ receipt: ComplaintReceipt; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const defaultValues: ComplaintFormValues = {
    name: user?.profile?.name ?? '',
    email: user?.email ?? '',
    member_name: report.member ?? '',
    subject: report.member ? t('complaints_form.report_subject', { member: report.member }) : '',
    text: '',
    attachment: undefined,
  };
  const form = useForm<ComplaintFormValues>({ resolver: zodResolver(complaintFormSchema), defaultValues });
  const { register, handleSubmit, setError, reset, formState, control } = form;
  const text = useWatch({ control, name: 'text' }) ?? '';

  const send = useMutation({
    mutationFn: (values: ComplaintFormValues) => sendComplaint(values, report, i18n.language),
    onSuccess: (answer, values) => {
      // A member's confirmation went to their account's address, whatever the field said.
      setReceipt({ receipt: answer, email: answer.mailed && user?.email ? user.email : values.email });
      reset(defaultValues);
    },
    onError: (error) => {
      setFormError(applyServerErrors(error, FIELDS, setError, t('generic', { ns: 'errors' })).form);
    },
  });

  // A field's error: the schema's key translated, or the server's own words as they came.
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    const key = `complaints_form.${message}`;
    const max = field === 'name' ? COMPLAINT_LIMITS.name : field === 'subject' ? COMPLAINT_LIMITS.subject : COMPLAINT_LIMITS.memberName;
    return [i18n.exists(key, { ns: 'legal' }) ? t(key, { min: COMPLAINT_LIMITS.textMin, max: field === 'text' ? COMPLAINT_LIMITS.text : max }) : message];
  };

  if (receipt) {
    return (
      <Screen title={t('complaints')}>
        <div role="status" className="rdv-alert rdv-alert--success">
          <p>
            <strong>{t('complaints_form.sent_title')}</strong>
          </p>
          {/* A visitor's address was never proven, so nothing was mailed there: the reference is on this page only. */}
          <p>
            {t(receipt.receipt.mailed ? 'complaints_form.sent_text' : 'complaints_form.sent_text_unmailed', {
              reference: receipt.receipt.reference,
              email: receipt.email,
            })}
          </p>
        </div>
        <p>
          <button type="button" className="rdv-button rdv-button--ghost" onClick={() => setReceipt(null)}>
            {t('complaints_form.another')}
          </button>
        </p>
      </Screen>
    );
  }

  return (
    <Screen title={t('complaints')}>
      <p>{report.member ? t('complaints_form.report_intro', { member: report.member }) : t('complaints_form.intro')}</p>
      <form
        className="rdv-form"
        noValidate
        aria-busy={send.isPending}
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((values) => send.mutate(values))(event);
        }}
      >
        <FormAlert message={formError} />
        <Field label={t('complaints_form.name')} errors={errorOf('name')}>
          {(control) => <input {...control} {...register('name')} autoComplete="name" maxLength={COMPLAINT_LIMITS.name} />}
        </Field>
        <Field label={t('complaints_form.email')} hint={t('complaints_form.email_hint')} errors={errorOf('email')}>
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" maxLength={COMPLAINT_LIMITS.email} />}
        </Field>
        <Field label={t('complaints_form.member_name')} errors={errorOf('member_name')}>
          {(control) => <input {...control} {...register('member_name')} maxLength={COMPLAINT_LIMITS.memberName} />}
        </Field>
        <Field label={t('complaints_form.subject')} errors={errorOf('subject')}>
          {(control) => <input {...control} {...register('subject')} maxLength={COMPLAINT_LIMITS.subject} />}
        </Field>
        <Field
          label={t('complaints_form.text')}
          hint={t('complaints_form.text_hint', { min: COMPLAINT_LIMITS.textMin, left: Math.max(0, COMPLAINT_LIMITS.text - text.length) })}
          errors={errorOf('text')}
        >
          {(control) => <textarea {...control} {...register('text')} rows={8} maxLength={COMPLAINT_LIMITS.text} />}
        </Field>
        <Field label={t('complaints_form.attachment')} hint={t('complaints_form.attachment_hint')} errors={errorOf('attachment')}>
          {(control) => <input {...control} {...register('attachment')} type="file" accept="image/jpeg,image/png,image/webp,image/gif,application/pdf" />}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={send.isPending}>
            {send.isPending ? t('complaints_form.sending') : t('complaints_form.submit')}
          </button>
        </div>
      </form>
    </Screen>
  );
}
