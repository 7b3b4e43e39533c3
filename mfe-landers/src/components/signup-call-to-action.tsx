import { NavLink, RemoteWidget } from '@rendezvous/remote-kit';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignupModal {
  open: () => void;
  /** mfe-signup's SignupModal while open (through the widget loader), else nothing */
  modal: ReactNode;
}

/**
 * The signup modal of a lander: one per screen, opened by the call to action or a member's card. On a
 * member lander it names the member, where the new member goes after the last signup step.
 */
export function useSignupModal(options: { landerMemberId?: number } = {}): SignupModal {
  const [open, setOpen] = useState(false);
  const props = { onClose: () => setOpen(false), ...(options.landerMemberId ? { landerMemberId: options.landerMemberId } : {}) };
  return {
    // the same function on every render: a screen may open the modal from an effect (member-signup)
    open: useCallback(() => setOpen(true), []),
    modal: open ? <RemoteWidget remote="mfe-signup" widget="SignupModal" props={props} /> : null,
  };
}

/**
 * The call to action: opens the signup modal over the lander. It stays a link to /signup, so a new
 * tab, a middle click or a page without scripts still reaches signup.
 */
export function SignupCallToAction({
  signup,
  label,
  className = 'rdv-button rdv-button--secondary',
  children,
}: {
  signup: SignupModal;
  label?: string;
  className?: string;
  /** the link's content when a design shapes it (a reply bar); else the label */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    signup.open();
  };
  return (
    <NavLink className={className} href="/signup" onClick={openModal}>
      {children ?? label ?? t('cta')}
    </NavLink>
  );
}
