import { NavLink, RemoteWidget } from '@rendezvous/remote-kit';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignupModal {
  open: () => void;
  /** mfe-signup's SignupModal while open (through the widget loader), else nothing */
  modal: ReactNode;
}

/** The signup modal of a lander: one per screen, opened by the call to action or a member's card. */
export function useSignupModal(): SignupModal {
  const [open, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    modal: open ? <RemoteWidget remote="mfe-signup" widget="SignupModal" props={{ onClose: () => setOpen(false) }} /> : null,
  };
}

/**
 * The call to action: opens the signup modal over the lander. It stays a link to /signup, so a new
 * tab, a middle click or a page without scripts still reaches signup.
 */
export function SignupCallToAction({ signup }: { signup: SignupModal }) {
  const { t } = useTranslation();
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    signup.open();
  };
  return (
    <NavLink className="rdv-button rdv-button--secondary" href="/signup" onClick={openModal}>
      {t('cta')}
    </NavLink>
  );
}
