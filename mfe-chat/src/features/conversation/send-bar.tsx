import { zodResolver } from '@hookform/resolvers/zod';
import { TYPING_EVERY_MS } from '@rendezvous/contracts';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// zod's tree-shakable build: the whole classic API came with every chat page (about 20 KB on the wire).
import * as z from 'zod/mini';
import { sendTyping } from '../../api/chat';
import { preloadChatDialog } from '../../components/chat-dialog';

// Drawn icons rather than emoji: not every system has an emoji font (Debian's Chromium shows boxes).
function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3.5" y="9" width="17" height="4" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M5 13v7h14v-7M12 9v11M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zm0 0c1.5-3 5-4 5.5-2S15 9 12 9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bar's text: something besides spaces, at most the site's message_length characters (as the counter counts them).
 * The route's body (sendMessageRequestSchema, full zod) stays out of the chat pages' bytes: send-bar.spec.ts holds the
 * two together (what the bar sends the route accepts, what the route refuses the bar refuses).
 */
export function sendBarSchema(maxLength: number, messages: { empty: string; tooLong: string }) {
  return z.object({
    text: z.string().check(
      z.refine((text) => text.trim().length > 0, messages.empty),
      z.refine((text) => [...text].length <= maxLength, messages.tooLong),
    ),
  });
}

export interface SendBarProps {
  /** the site's message_length */
  maxLength: number;
  /** the conversation, once it exists: typing events go there */
  conversationId: number | null;
  disabled?: boolean;
  /** text to put in the bar (an icebreaker picked, a refused message given back) */
  draft: { text: string; at: number } | null;
  onSend: (text: string) => void;
  onGift: () => void;
  onPhoto: (file: File) => void;
  onGif: () => void;
}

/**
 * The send bar: a text area with the site's message_length as its limit and a counter, Enter to send
 * (Shift+Enter for a new line), and the gift button. While the member types, the other member's page
 * shows the typing indicator (one event every TYPING_EVERY_MS at most).
 */
export function SendBar({ maxLength, conversationId, disabled = false, draft, onSend, onGift, onPhoto, onGif }: SendBarProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => sendBarSchema(maxLength, { empty: t('send.empty'), tooLong: t('send.too_long', { max: maxLength }) }), [maxLength, t]);
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<{ text: string }>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const length = [...text].length;
  const lastTyping = useRef(0);

  useEffect(() => {
    if (draft) setValue('text', draft.text, { shouldValidate: false });
  }, [draft, setValue]);

  const submit = handleSubmit(({ text: written }) => {
    onSend(written.trim());
    reset({ text: '' });
    lastTyping.current = 0;
  });

  const { onChange, ...field } = register('text');
  return (
    <form className="rdv-send-bar" onSubmit={(event) => void submit(event)} noValidate>
      <button
        type="button"
        className="rdv-send-bar__gift"
        onPointerDown={preloadChatDialog}
        onClick={onGift}
        disabled={disabled}
        aria-label={t('send.gift')}
        title={t('send.gift')}
      >
        <GiftIcon />
      </button>
      <label className={disabled ? 'rdv-send-bar__photo rdv-send-bar__photo--disabled' : 'rdv-send-bar__photo'} title={t('send.photo')}>
        <CameraIcon />
        <input
          type="file"
          className="rdv-visually-hidden"
          accept="image/jpeg,image/png,image/webp"
          aria-label={t('send.photo')}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again later.
            event.target.value = '';
            if (file) onPhoto(file);
          }}
        />
      </label>
      <button
        type="button"
        className="rdv-send-bar__gif"
        onPointerDown={preloadChatDialog}
        onClick={onGif}
        disabled={disabled}
        aria-label={t('gif.open')}
        title={t('gif.open')}
      >
        GIF
      </button>
      <div className="rdv-send-bar__field">
        <label className="rdv-visually-hidden" htmlFor="rdv-send-text">
          {t('send.label')}
        </label>
        <textarea
          id="rdv-send-text"
          rows={1}
          placeholder={t('send.placeholder')}
          disabled={disabled}
          aria-invalid={length > maxLength || undefined}
          aria-describedby="rdv-send-counter"
          {...field}
          onChange={(event) => {
            void onChange(event);
            const now = Date.now();
            if (conversationId && event.target.value && now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              sendTyping(conversationId).catch(() => undefined);
            }
          }}
          onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <span id="rdv-send-counter" className={length > maxLength ? 'rdv-send-bar__counter rdv-send-bar__counter--over' : 'rdv-send-bar__counter'}>
          {t('send.counter', { count: length, max: maxLength })}
        </span>
        {formState.errors.text && length > 0 && (
          <span className="rdv-field__error" role="alert">
            {formState.errors.text.message}
          </span>
        )}
      </div>
      <button type="submit" className="rdv-button" disabled={disabled || length === 0 || length > maxLength}>
        {t('send.send')}
      </button>
    </form>
  );
}
