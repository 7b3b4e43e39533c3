import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components';

export interface StepFormProps<T extends FieldValues> {
  title: string;
  text: string;
  submitLabel: string;
  /** the step's fields: their schema and first values (none for a step that only moves on) */
  schema?: z.ZodMiniType<T, T>;
  defaultValues?: DefaultValues<T>;
  /** field names the server may name in its errors for this step */
  fields?: readonly Path<T>[];
  /** saves the step; the wizard moves on when it resolves */
  save: (values: T) => Promise<void>;
  /** something of the step is still under way (a photo uploading): the button waits */
  busy?: boolean;
  /** a second way on beside the button ("Not now"), with its own action; its errors show like the button's */
  secondary?: { label: string; action: () => Promise<void> };
  /** the step's fields, given the form (register, errors, values) */
  children?: (form: UseFormReturn<T>) => ReactNode;
}

const NO_FIELDS = z.object({});

/** One signup step: its title, its fields, one button; the server's errors beside the fields. */
export function StepForm<T extends FieldValues>({
  title,
  text,
  submitLabel,
  schema,
  defaultValues,
  fields = [],
  save,
  busy = false,
  secondary,
  children,
}: StepFormProps<T>) {
  const { t } = useTranslation('signup');
  // The server's messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const form = useForm<T>({
    resolver: zodResolver((schema ?? NO_FIELDS) as z.ZodMiniType<T, T>),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { handleSubmit, setError, formState } = form;
  const pending = formState.isSubmitting;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step replaces the old one in place: move focus to its title so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  // The step may stay after either action (an outcome to explain): its buttons work again. A step that moved on is gone.
  const run = (action: (values: T) => Promise<void>) =>
    handleSubmit(async (values) => {
      if (busy) return;
      try {
        await action(values);
      } catch (error) {
        const { form: message } = applyServerErrors(error, fields, setError, t('generic', { ns: 'errors' }));
        if (message) setError('root.server', { message });
      }
    });

  return (
    <form className="rdv-form" onSubmit={(event) => void run(save)(event)} aria-busy={pending || busy}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <FormAlert message={formState.errors.root?.server?.message ?? null} />
      {children?.(form)}
      <div className="rdv-form__actions">
        <button type="submit" className="rdv-button" disabled={pending || busy}>
          {submitLabel}
        </button>
        {secondary && (
          <button type="button" className="rdv-button rdv-button--ghost" disabled={pending || busy} onClick={(event) => void run(secondary.action)(event)}>
            {secondary.label}
          </button>
        )}
      </div>
    </form>
  );
}
