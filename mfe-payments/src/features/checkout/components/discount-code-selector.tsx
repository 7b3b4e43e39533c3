import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@rendezvous/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getQuote } from '../../../api/payments';
import { paymentKeys } from '../../../lib/payment-keys';

/** A code to try: something besides spaces, or the catalogue's 'enter a code'. */
function codeFormSchema(enterCode: string) {
  return z.object({ code: z.string().check(z.refine((code) => code.trim() !== '', enterCode)) });
}
type CodeForm = z.infer<ReturnType<typeof codeFormSchema>>;

/**
 * The discount code selector (spec 2): a code is tried against this very order on the server (the
 * quote), so every rule (country, currency, minimum, method, expiry, once per member) answers in the
 * server's words ('Code not found', 'Code already used', …) before anything is paid.
 */
export function DiscountCodeSelector({
  bundleId,
  method,
  applied,
  onApply,
}: {
  bundleId: number;
  method: string;
  applied?: string;
  onApply: (code: string | undefined) => void;
}) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => codeFormSchema(t('discount.enter_code')), [t]);
  const { register, handleSubmit, setError, formState } = useForm<CodeForm>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const tryCode = handleSubmit(async ({ code }) => {
    const trimmed = code.trim();
    try {
      // Not retried: the member sees the answer at once, and each retry of a refusal would cost a try.
      await queryClient.fetchQuery({
        queryKey: paymentKeys.quote(bundleId, method, trimmed),
        queryFn: () => getQuote(bundleId, method, trimmed, { retries: 0 }),
      });
      onApply(trimmed);
      setOpen(false);
    } catch (error) {
      // The member's tries are used up for a while (payments' per-member limit): said in their language.
      if (error instanceof ApiError && error.status === 429) return setError('code', { message: t('discount.too_many') });
      setError('code', { message: error instanceof ApiError && error.status < 500 ? error.message : t('discount.failed') });
    }
  });

  if (applied) {
    return (
      <p className="rdv-discount">
        {t('discount.applied', { code: applied.toUpperCase() })}{' '}
        <button type="button" className="rdv-button rdv-button--link" onClick={() => onApply(undefined)}>
          {t('discount.remove')}
        </button>
      </p>
    );
  }
  if (!open) {
    return (
      <p className="rdv-discount">
        <button type="button" className="rdv-button rdv-button--link" aria-expanded="false" onClick={() => setOpen(true)}>
          {t('discount.have_code')}
        </button>
      </p>
    );
  }
  const error = formState.errors.code?.message;
  return (
    <form className="rdv-discount rdv-discount--open" aria-label={t('discount.title')} onSubmit={(event) => void tryCode(event)} noValidate>
      <label htmlFor={inputId}>{t('discount.label')}</label>
      <div className="rdv-discount__row">
        <input
          id={inputId}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...register('code')}
        />
        <button type="submit" className="rdv-button rdv-button--secondary" disabled={formState.isSubmitting}>
          {t('discount.apply')}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="rdv-field__error">
          {error}
        </p>
      )}
    </form>
  );
}
