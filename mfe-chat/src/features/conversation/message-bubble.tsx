import { useTranslation } from 'react-i18next';
import { GiftImage } from '../../components/gifts/gift-images';
import type { ShownMessage } from '../../lib/send';
import { clockTime } from '../../lib/times';

/** One message: a text, a photo or a gift (spec 3), the member's own on the right with its state (sending, read). */
export function MessageBubble({ message, mine }: { message: ShownMessage; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const state = message.pending ? t('pane.sending') : mine && message.read_at ? t('pane.read') : null;
  return (
    <li
      className={`rdv-bubble rdv-bubble--${message.kind} ${mine ? 'rdv-bubble--mine' : 'rdv-bubble--theirs'}`}
      data-message-id={message.id}
      aria-busy={message.pending ? true : undefined}
    >
      {message.kind === 'gift' && message.gift ? (
        <span className="rdv-bubble__gift">
          <GiftImage gift={message.gift} size={72} />
          <span>{t('pane.gift', { gift: t(`gifts.${message.gift}`, { defaultValue: message.gift }) })}</span>
        </span>
      ) : message.kind === 'photo' && message.photo ? (
        <a className="rdv-bubble__photo" href={message.photo.url} target="_blank" rel="noreferrer">
          <img src={message.photo.thumb_url} alt={t('pane.photo')} width={240} height={240} loading="lazy" />
        </a>
      ) : (
        <span className="rdv-bubble__text">{message.text}</span>
      )}
      <span className="rdv-bubble__meta">
        <time dateTime={message.created_at}>{clockTime(message.created_at, i18n.language)}</time>
        {state && <span className="rdv-bubble__state">{state}</span>}
      </span>
    </li>
  );
}
