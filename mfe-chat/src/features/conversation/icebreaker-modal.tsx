import { useTranslation } from 'react-i18next';
import { ChatDialog } from '../../components/chat-dialog';

/** How many suggestions the catalogue has (icebreaker.s1 … s6). */
const SUGGESTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** Suggested first messages for an empty conversation; picking one puts it in the send bar to edit or send. */
export function IcebreakerModal({ open, name, onPick, onClose }: { open: boolean; name: string; onPick: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <ChatDialog title={t('icebreaker.title', { name })} description={t('icebreaker.intro')} onClose={onClose}>
      <ul className="rdv-icebreakers">
        {SUGGESTIONS.map((key) => {
          const text = t(`icebreaker.${key}`, { name });
          return (
            <li key={key}>
              <button type="button" className="rdv-icebreakers__pick" onClick={() => onPick(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </ChatDialog>
  );
}
