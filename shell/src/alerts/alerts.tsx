import { NavLink } from '@rendezvous/remote-kit';
import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS } from '@rendezvous/contracts';
import { subscribeToPush, useSession } from '@rendezvous/session-store';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { FinishSignupAlert } from './finish-signup-alert';
import type { BannerKind } from './banner-priority';
import { mediaMatches, readDismissedAt, storeDismissedAt } from '../platform/dismissals';
import {
  PHOTO_ALERT_DISMISSED_KEY,
  PUSH_ALERT_DISMISSED_KEY,
  SMARTPHONE_MEDIA_QUERY,
  activationReminder,
  pushEnvironment,
  showNotificationsDisabledAlert,
  photoAlert,
  showPushAlert,
} from './alert-rules';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** Sends the activation mail again; the outcome is announced next to the button. */
function ResendActivation({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<SendState>('idle');
  const send = () => {
    setState('sending');
    apiRequest<unknown>(IDENTITY_PATHS.resendActivation, { method: 'POST' }).then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button data-autofocus={autoFocus || undefined} type="button" className="rdv-button" disabled={state === 'sending'} onClick={send}>
        {t('alerts.activation.resend')}
      </button>
      <span role="status">
        {state === 'sent' && t('alerts.activation.sent')}
        {state === 'failed' && t('alerts.activation.failed')}
      </span>
    </>
  );
}

function ActivationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal labelledBy="rdv-activation-title" onEscape={onClose}>
      <h2 id="rdv-activation-title">{t('alerts.activation.title')}</h2>
      <p>{t('alerts.activation.text')}</p>
      <div className="rdv-modal__actions">
        <ResendActivation autoFocus />
        <button type="button" className="rdv-button rdv-button--ghost" onClick={onClose}>
          {t('alerts.close')}
        </button>
      </div>
    </Modal>
  );
}

/** Turns push on from the alert; a member who says no in the browser prompt is not asked again here. */
function PushSubscribeButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const publicKey = useSession((state) => state.settings?.push_public_key ?? '');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  if (!publicKey) return <NavLink href="/notifications">{t('alerts.push.link')}</NavLink>;
  const subscribe = () => {
    setState('working');
    subscribeToPush(publicKey).then(
      (outcome) => (outcome === 'unavailable' ? setState('failed') : onDone()),
      (error: unknown) => {
        console.error('[shell] push subscription failed', error);
        setState('failed');
      },
    );
  };
  return (
    <>
      <button type="button" className="rdv-button" disabled={state === 'working'} onClick={subscribe}>
        {t('alerts.push.enable')}
      </button>
      <span role="status">{state === 'failed' && t('alerts.push.failed')}</span>
    </>
  );
}

export interface AlertBanner {
  kind: BannerKind;
  node: ReactNode;
}

/**
 * The logged-in member's alerts (spec 4, 6: "Logged-in only: alerts") as banners of the banner area,
 * plus the activation modal a phone gets right after signup (a modal, so never folded away).
 */
export function useAlertBanners(): { banners: AlertBanner[]; modal: ReactNode } {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.user);
  const [photoDismissedAt, setPhotoDismissedAt] = useState(() => readDismissedAt(PHOTO_ALERT_DISMISSED_KEY));
  const [pushDismissedAt, setPushDismissedAt] = useState(() => readDismissedAt(PUSH_ALERT_DISMISSED_KEY));
  const [activationModalClosed, setActivationModalClosed] = useState(false);
  if (!user) return { banners: [], modal: null };

  const activation = activationReminder(user, window.location.search, mediaMatches(SMARTPHONE_MEDIA_QUERY));
  const photo = photoAlert(user, photoDismissedAt);
  const dismiss = (key: string, set: (value: string) => void) => () => {
    const now = new Date();
    storeDismissedAt(key, now);
    set(now.toISOString());
  };

  const banners: AlertBanner[] = [];
  if (activation === 'alert') {
    banners.push({
      kind: 'activation',
      node:
        user.signup_step !== null ? (
          <FinishSignupAlert />
        ) : (
          <div className="rdv-alert rdv-alert--info">
            <p>{t('alerts.activation.text')}</p>
            <ResendActivation />
          </div>
        ),
    });
  }
  if (photo) {
    banners.push({
      kind: 'photo',
      node: (
        <div className="rdv-alert rdv-alert--info">
          {photo === 'add' ? t('alerts.photo.text') : t('alerts.photo.inspecting')} <NavLink href="/profile">{t('alerts.photo.link')}</NavLink>{' '}
          <button type="button" className="rdv-button rdv-button--ghost" onClick={dismiss(PHOTO_ALERT_DISMISSED_KEY, setPhotoDismissedAt)}>
            {t('alerts.dismiss')}
          </button>
        </div>
      ),
    });
  }
  if (showPushAlert(pushEnvironment(), pushDismissedAt)) {
    banners.push({
      kind: 'push',
      node: (
        <div className="rdv-alert rdv-alert--info">
          {t('alerts.push.text')} <PushSubscribeButton onDone={dismiss(PUSH_ALERT_DISMISSED_KEY, setPushDismissedAt)} />{' '}
          <button type="button" className="rdv-button rdv-button--ghost" onClick={dismiss(PUSH_ALERT_DISMISSED_KEY, setPushDismissedAt)}>
            {t('alerts.dismiss')}
          </button>
        </div>
      ),
    });
  }
  if (showNotificationsDisabledAlert(user)) {
    banners.push({
      kind: 'notifications_disabled',
      node: (
        <div className="rdv-alert rdv-alert--danger">
          {t('alerts.notifications.text')} <NavLink href="/notifications">{t('alerts.notifications.link')}</NavLink>
        </div>
      ),
    });
  }
  const modal = activation === 'modal' && !activationModalClosed ? <ActivationModal onClose={() => setActivationModalClosed(true)} /> : null;
  return { banners, modal };
}
