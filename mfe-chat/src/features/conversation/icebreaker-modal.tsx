import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/** How many suggestions the catalogue has (icebreaker.s1 … s6). */
const SUGGESTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** Suggested first messages for an empty conversation; picking one puts it in the send bar to edit or send. */
export function IcebreakerModal({ open, name, onPick, onClose }: { open: boolean; name: string; onPick: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-dialog__backdrop" />
        <Dialog.Content className="rdv-dialog">
          <Dialog.Title className="rdv-dialog__title">{t('icebreaker.title', { name })}</Dialog.Title>
          <Dialog.Description className="rdv-dialog__text">{t('icebreaker.intro')}</Dialog.Description>
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
          <div className="rdv-form__actions">
            <Dialog.Close className="rdv-button rdv-button--ghost">{t('icebreaker.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
