import type { SignupModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { AFTER_SIGNUP_PATH, keepLanderMember, readSignupDraft, SignupForm } from '../features/signup';
import { NAMESPACE, RESOURCES } from '../locales';

export type { SignupModalProps };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The signup modal: the signup form in a dialog. It closes by backdrop, Escape or its close button,
 * but never while a signup is in progress (spec section 2). Focus stays inside while it is open.
 *
 * A signup is in progress from the first thing the visitor types (or a draft they come back to), not
 * only while the form is sent: an Escape meant for the browser's autofill list or a select's options
 * reached the page too and closed the modal halfway through (issue 31). Then only the close button,
 * a deliberate choice, closes it; while the form is being sent nothing does.
 */
export function SignupModal({ onClose, landerMemberId }: SignupModalProps) {
  const { t } = useTranslation('signup');
  const [pending, setPending] = useState(false);
  // The document listeners below read the latest value without being re-attached.
  const pendingRef = useRef(false);
  const startedRef = useRef(Object.values(readSignupDraft()).some((value) => value.trim() !== ''));
  const onCloseRef = useRef(onClose);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const setSignupPending = (value: boolean) => {
    pendingRef.current = value;
    setPending(value);
  };

  const requestClose = () => {
    if (!pendingRef.current) onCloseRef.current?.();
  };
  // Escape and the backdrop: only before the visitor started signing up.
  const requestCasualClose = () => {
    if (!startedRef.current) requestClose();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    (dialog.querySelector<HTMLElement>('input, select, textarea') ?? dialog).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        // as requestCasualClose, from refs only: this listener is attached once
        if (!startedRef.current && !pendingRef.current) onCloseRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = focusables();
      if (all.length === 0) return;
      const first = all[0];
      const last = all[all.length - 1];
      const outside = !dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click on the page behind) is brought back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusables()[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      returnFocusTo?.focus();
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) requestCasualClose();
  };

  return (
    <div className="rdv-modal-backdrop" data-testid="signup-modal-backdrop" onClick={onBackdropClick}>
      <div ref={dialogRef} onInput={() => (startedRef.current = true)} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="rdv-card rdv-modal rdv-signup" aria-busy={pending}>
        <button type="button" className="rdv-modal__close" aria-label={t('modal.close')} disabled={pending} onClick={requestClose}>
          ×
        </button>
        <h2 id={titleId}>{t('signup_modal')}</h2>
        <SignupForm
          onPendingChange={setSignupPending}
          onSuccess={() => {
            keepLanderMember(landerMemberId);
            navigateToUrl(AFTER_SIGNUP_PATH);
            onCloseRef.current?.();
          }}
        />
        <p className="rdv-signup__links">
          <span>
            {t('signup_form.have_account')}{' '}
            <a
              href="/login"
              onClick={(event) => {
                if (pendingRef.current) return event.preventDefault();
                navigateToUrl(event);
                onCloseRef.current?.();
              }}
            >
              {t('signup_form.login_link')}
            </a>
          </span>
        </p>
      </div>
    </div>
  );
}

/** Mounted by other areas (landers, member pages) as a single-spa parcel. */
export default createWidgetParcel<SignupModalProps>('mfe-signup', NAMESPACE, RESOURCES, SignupModal);
