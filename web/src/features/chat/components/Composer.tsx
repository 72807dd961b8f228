import { useId, useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@flowmind/core/contracts/chat';
import { cn } from '../../../components/ui/cn';

/** The counter appears this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;
/** The box grows with its text up to about six lines, then scrolls. */
const MAX_TEXTAREA_PX = 168;

interface ComposerProps {
  coachFirstName: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A reply is on its way: typing goes on, sending waits (one message at a time). */
  pending: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The voice input button. */
  voiceInput?: ReactNode;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; Send is disabled for empty
 * or blank text and while a reply is pending.
 */
export function Composer({
  coachFirstName,
  value,
  onChange,
  onSend,
  pending,
  textareaRef,
  voiceInput,
}: ComposerProps) {
  const hintId = useId();
  const counterId = useId();
  const canSend = value.trim() !== '' && !pending;
  const showCounter = value.length >= COUNTER_FROM;

  // Grows with the text (field-sizing is not in every browser yet).
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_TEXTAREA_PX)}px`;
    textarea.style.overflowY = textarea.scrollHeight > MAX_TEXTAREA_PX ? 'auto' : 'hidden';
  }, [value, textareaRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      className="rounded-3xl border border-white/15 bg-[#121a3a]/90 p-2 shadow-lg shadow-black/25 backdrop-blur-xl transition focus-within:border-teal-200/40"
    >
      <div className="flex items-end gap-1.5">
        {voiceInput && <div className="shrink-0">{voiceInput}</div>}
        <label className="min-w-0 flex-1">
          <span className="sr-only">Message {coachFirstName}</span>
          <textarea
            ref={textareaRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={`Message ${coachFirstName}…`}
            aria-describedby={cn(hintId, showCounter && counterId)}
            enterKeyHint="send"
            className="block max-h-42 w-full resize-none bg-transparent px-3 py-2.5 text-base leading-6 text-white placeholder:text-slate-400 focus:outline-none"
          />
        </label>
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-r from-teal-300 to-sky-300 text-slate-950 shadow-lg shadow-teal-500/20 transition hover:from-teal-200 hover:to-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 enabled:active:scale-95 disabled:cursor-not-allowed disabled:from-white/15 disabled:to-white/10 disabled:text-slate-400 disabled:shadow-none"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      <div
        className={cn(
          'flex items-center justify-between gap-3 px-3 pb-0.5 pt-1 text-xs text-slate-400',
          !showCounter && 'max-sm:sr-only',
        )}
      >
        <p id={hintId} className="max-sm:sr-only">
          Enter to send · Shift + Enter for a new line
        </p>
        {showCounter && (
          <p
            id={counterId}
            className={cn(value.length >= CHAT_MESSAGE_MAX && 'font-semibold text-amber-200')}
            aria-live="polite"
          >
            {value.length}/{CHAT_MESSAGE_MAX}
          </p>
        )}
      </div>
    </form>
  );
}
