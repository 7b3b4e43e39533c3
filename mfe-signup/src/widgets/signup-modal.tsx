import type { SignupModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { AFTER_SIGNUP_PATH, readSignupDraft, SignupForm } from '../features/signup';
import { keepLanderMember } from '../lib/lander-member';
import { NAMESPACE, RESOURCES } from '../locales';

export type { SignupModalProps };

/**
 * The signup modal: the signup form in a dialog (Radix's Dialog: focus stays inside, the page behind is
 * inert). It closes by backdrop, Escape or its close button, but never while a signup is in progress
 * (spec section 2).
 *
 * A signup is in progress from the first thing the visitor types (or a draft they come back to), not
 * only while the form is sent: an Escape meant for the browser's autofill list or a select's options
 * reached the page too and closed the modal halfway through (issue 31). Then only the close button,
 * a deliberate choice, closes it; while the form is being sent nothing does.
 */
export function SignupModal({ onClose, landerMemberId }: SignupModalProps) {
  const { t } = useTranslation('signup');
  const [pending, setPending] = useState(false);
  // Radix's Escape and outside-click handlers read the latest value from here.
  const pendingRef = useRef(false);
  const startedRef = useRef(Object.values(readSignupDraft()).some((value) => value.trim() !== ''));
  const onCloseRef = useRef(onClose);
  // Radix gives the focus back to a Dialog.Trigger; the modal opens without one, so it goes back to where it was.
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
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

  // Escape and the backdrop: only before the visitor started signing up, never while it is sent.
  const keepOpenIfStarted = (event: Event) => {
    if (startedRef.current || pendingRef.current) event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !startedRef.current && requestClose()}>
      <Dialog.Overlay className="rdv-modal-backdrop" data-testid="signup-modal-backdrop">
        <Dialog.Content
          onInput={() => (startedRef.current = true)}
          aria-modal="true"
          aria-labelledby={titleId}
          className="rdv-card rdv-modal rdv-signup"
          aria-busy={pending}
          onOpenAutoFocus={(event) => {
            // The first field, not the close button Radix would pick.
            event.preventDefault();
            const dialog = event.currentTarget as HTMLElement;
            (dialog.querySelector<HTMLElement>('input, select, textarea') ?? dialog).focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          onEscapeKeyDown={keepOpenIfStarted}
          onPointerDownOutside={keepOpenIfStarted}
        >
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
        </Dialog.Content>
      </Dialog.Overlay>
    </Dialog.Root>
  );
}

/** Mounted by other areas (landers, member pages) as a single-spa parcel. */
export default createWidgetParcel<SignupModalProps>('mfe-signup', NAMESPACE, RESOURCES, SignupModal);
