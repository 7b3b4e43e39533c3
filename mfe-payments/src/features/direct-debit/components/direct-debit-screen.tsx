import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors, readServerErrors } from '@rendezvous/api-client';
import { directDebitRequestSchema, type DirectDebitPending } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { confirmDirectDebit, requestDirectDebit } from '../../../api/payments';
import { LoadFailed, LoggedOutShop, Screen } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { useShop } from '../../../lib/use-shop';

const TEXT_FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'postal_code', 'city', 'mobile'] as const;
const AUTOCOMPLETE: Record<(typeof TEXT_FIELDS)[number], string> = {
  account_holder: 'name',
  iban: 'off',
  street: 'address-line1',
  house_number: 'address-line2',
  postal_code: 'postal-code',
  city: 'address-level2',
  mobile: 'tel',
};

/** Every field of the form: the server's messages about one of them show beside it. */
const FORM_FIELDS = ['bundle_id', ...TEXT_FIELDS, 'consent'] as const;

/** The request as the form holds it (the bundle as its radio's value, the mandate box unticked at first); each field required, in the catalogue's words. */
function directDebitFormSchema(required: string, consentRequired: string) {
  const filled = z.string().check(z.refine((value) => value.trim() !== '', required));
  return z.extend(z.omit(directDebitRequestSchema, { bundle_id: true, consent: true, discount_code: true }), {
    bundle_id: z.string(),
    account_holder: filled,
    iban: filled,
    street: filled,
    house_number: filled,
    postal_code: filled,
    city: filled,
    mobile: filled,
    consent: z.boolean().check(z.refine((checked) => checked, consentRequired)),
  });
}
type FormValues = z.infer<ReturnType<typeof directDebitFormSchema>>;

const codeSchema = z.object({ code: z.string() });

/**
 * /directdebit (spec 5): the bundle, the account holder and IBAN, the address, the mobile number and
 * the mandate checkbox; then the one-time code from the e-mail. The server checks everything and
 * answers in the spec's words (blocked, monthly limit, 'Code invalid').
 */
export function DirectDebitScreen() {
  const { t } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  const [pending, setPending] = useState<{ answer: DirectDebitPending; bundleId: number } | null>(null);

  let body;
  if (!loggedIn) body = <LoggedOutShop />;
  else if (shop.isPending) body = <p role="status">{t('loading')}</p>;
  else if (shop.isError) body = <LoadFailed message={t('shop.load_failed')} onRetry={() => void shop.refetch()} />;
  else if (pending) body = <CodeStep pending={pending.answer} bundleId={pending.bundleId} />;
  else body = <DirectDebitForm bundles={shop.data.bundles} onSent={(answer, bundleId) => setPending({ answer, bundleId })} />;
  return <Screen title={t('directdebit')}>{body}</Screen>;
}

function DirectDebitForm({
  bundles,
  onSent,
}: {
  bundles: Array<{ id: number; credits: number; price: number; currency: string }>;
  onSent: (answer: DirectDebitPending, bundleId: number) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const id = useId();
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const schema = useMemo(() => directDebitFormSchema(t('direct_debit.required'), t('direct_debit.consent_required')), [t]);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    // the bundle chosen at checkout (/directdebit?bundle=), else the first
    defaultValues: {
      bundle_id: String(bundles.find((bundle) => String(bundle.id) === new URLSearchParams(window.location.search).get('bundle'))?.id ?? bundles[0]?.id ?? ''),
      account_holder: '',
      iban: '',
      street: '',
      house_number: '',
      postal_code: '',
      city: '',
      mobile: '',
      consent: false,
    },
  });
  const send = useMutation({
    mutationFn: (values: FormValues) => requestDirectDebit({ ...values, bundle_id: Number(values.bundle_id), consent: true }),
    onSuccess: (answer, values) => onSent(answer, Number(values.bundle_id)),
    onError: (error) => applyServerErrors(error, FORM_FIELDS, setError, t('checkout.order_failed')),
  });
  // What no field can show (blocked, monthly limit) stays above the button until the next try.
  const refusal = send.error ? readServerErrors(send.error, FORM_FIELDS, t('checkout.order_failed')).form : null;

  return (
    <form className="rdv-form rdv-direct-debit" aria-label={t('direct_debit.form_label')} onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
      <p>{t('direct_debit.intro')}</p>
      <fieldset>
        <legend>{t('direct_debit.bundle')}</legend>
        {bundles.map((bundle) => (
          <label key={bundle.id} className="rdv-checkbox">
            <input type="radio" value={String(bundle.id)} {...register('bundle_id')} />
            <span>
              {t('shop.credits', { count: bundle.credits })} · {formatMoney(bundle.price, bundle.currency, i18n.language)}
            </span>
          </label>
        ))}
      </fieldset>
      {TEXT_FIELDS.map((field) => {
        const error = formState.errors[field]?.message;
        return (
          <div className="rdv-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`direct_debit.fields.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              autoComplete={AUTOCOMPLETE[field]}
              inputMode={field === 'mobile' ? 'tel' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              {...register(field)}
            />
            {error && (
              <p id={`${id}-${field}-error`} className="rdv-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <label className="rdv-checkbox">
        <input type="checkbox" aria-invalid={formState.errors.consent ? true : undefined} {...register('consent')} />
        <span>{t('direct_debit.consent', { site: siteName })}</span>
      </label>
      {formState.errors.consent && <p className="rdv-field__error">{formState.errors.consent.message}</p>}
      {refusal && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {refusal}
        </p>
      )}
      <button type="submit" className="rdv-button" disabled={send.isPending}>
        {t('direct_debit.send_code')}
      </button>
    </form>
  );
}

function CodeStep({ pending, bundleId }: { pending: DirectDebitPending; bundleId: number }) {
  const { t, i18n } = useTranslation('payments');
  const id = useId();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) => confirmDirectDebit(pending.request_id, code),
    onSuccess: (order) => navigate(`/credits/${bundleId}/sepa-direct-debit?payment_id=${order.payment_id}`),
    onError: (error) => {
      // 'Code invalid' and any refusal without a field of its own both belong beside the code.
      const { form } = applyServerErrors(error, ['code'], setError, t('checkout.order_failed'));
      if (form) setError('code', { message: form });
    },
  });
  const error = formState.errors.code?.message;
  return (
    <form
      className="rdv-form rdv-direct-debit"
      aria-label={t('direct_debit.code_label')}
      onSubmit={handleSubmit((values) => confirm.mutate(values))}
      noValidate
    >
      <p role="status">{t('direct_debit.code_sent', { amount: formatMoney(pending.amount, pending.currency, i18n.language), iban: pending.iban_masked })}</p>
      <div className="rdv-field">
        <label htmlFor={`${id}-code`}>{t('direct_debit.code')}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          {...register('code')}
        />
        {error && (
          <p id={`${id}-code-error`} role="alert" className="rdv-field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="rdv-button" disabled={confirm.isPending}>
        {t('direct_debit.confirm')}
      </button>
    </form>
  );
}
