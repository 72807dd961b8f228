import { memo } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Check, Copy, Info, Loader2, RotateCcw, Square, Volume2 } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { cn } from '../../../components/ui/cn';
import type { ChatViewMessage } from '../conversation-state';
import { parseMessageText } from '../message-text';
import { coachFirstName } from '@flowmind/core/chat-coach';
import { ActionCards } from './ActionCards';
import { SafetyResources } from './SafetyResources';

/** Per-message playback: idle, loading, playing; a second press stops. */
export type PlaybackState = 'idle' | 'loading' | 'playing';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === new Date().toDateString()
    ? timeFormat.format(date)
    : dateTimeFormat.format(date);
}

const actionButtonClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-2 text-xs font-semibold text-slate-300 transition ' +
  'hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

function MessageText({ content, streaming }: { content: string; streaming?: boolean }) {
  return (
    <p className="whitespace-pre-wrap break-words leading-relaxed">
      {parseMessageText(content).map((part, index) =>
        part.kind === 'link' ? (
          <Link
            key={index}
            to={part.to}
            className="font-semibold text-teal-200 underline decoration-teal-200/40 underline-offset-4 transition hover:decoration-teal-200 focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
      {streaming && (
        <span
          aria-hidden
          className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-teal-200/80"
        />
      )}
    </p>
  );
}

function Timestamp({ iso, className }: { iso: string; className?: string }) {
  const text = formatMessageTime(iso);
  if (!text) return null;
  return (
    <time dateTime={iso} className={cn('text-xs text-slate-400', className)}>
      {text}
    </time>
  );
}

export const UserMessage = memo(function UserMessage({ message }: { message: ChatViewMessage }) {
  return (
    <div className="flex justify-end" data-role="user" data-status={message.status}>
      <div className="flex max-w-[85%] flex-col items-end gap-1 sm:max-w-[75%]">
        <div className="rounded-2xl rounded-br-md border border-teal-200/20 bg-gradient-to-br from-teal-400/25 to-sky-500/20 px-4 py-2.5 text-white shadow-lg shadow-black/10">
          <span className="sr-only">You said: </span>
          <MessageText content={message.content} />
        </div>
        <p className="px-1 text-xs text-slate-400">
          {message.status === 'sending' ? 'Sending…' : <Timestamp iso={message.timestamp} />}
        </p>
      </div>
    </div>
  );
});

export interface CoachMessageProps {
  coach: Coach;
  message: ChatViewMessage;
  copied: boolean;
  copyFailed: boolean;
  onCopy: (message: ChatViewMessage) => void;
  playback: PlaybackState;
  /** Why the last playback of this message failed, shown for a few seconds. */
  playbackError: string | null;
  onTogglePlayback: (message: ChatViewMessage) => void;
  /** Resends the message an error answered; absent while another send is under way. */
  onRetry?: ((text: string) => void) | undefined;
}

function providerNote(message: ChatViewMessage): string | null {
  const metadata = message.metadata;
  if (!metadata || metadata.fallbackNotice) return null;
  if (metadata.provider === 'safety') return null;
  return metadata.builtIn || metadata.provider === 'builtin' ? 'Built-in coach' : null;
}

/** A coach's message; memoised so a streaming reply re-renders only itself. */
export const CoachMessage = memo(function CoachMessage({
  coach,
  message,
  copied,
  copyFailed,
  onCopy,
  playback,
  playbackError,
  onTogglePlayback,
  onRetry,
}: CoachMessageProps) {
  const firstName = coachFirstName(coach.name);
  const streaming = message.status === 'streaming';
  const hasText = message.content.trim() !== '';
  const note = providerNote(message);

  if (message.error) {
    const { title, text, retryText } = message.error;
    return (
      <div className="flex items-start gap-2.5" data-role="error">
        <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="xs" />
        <div className="flex max-w-[85%] flex-col items-start gap-1 sm:max-w-[75%]">
          <div
            role="alert"
            className="rounded-2xl rounded-tl-md border border-rose-300/30 bg-rose-500/10 px-4 py-3 text-rose-50"
          >
            <p className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-rose-300" aria-hidden />
              <span>
                {title && <strong className="block font-semibold text-white">{title}</strong>}
                <span className="whitespace-pre-wrap break-words">{text}</span>
              </span>
            </p>
          </div>
          <div className="flex items-center gap-2 px-1">
            {retryText && onRetry && (
              <button type="button" className={actionButtonClasses} onClick={() => onRetry(retryText)}>
                <RotateCcw className="size-3.5" aria-hidden />
                Try again
              </button>
            )}
            <Timestamp iso={message.timestamp} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="flex items-start gap-2.5" data-role="coach" data-status={message.status}>
      <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="xs" />
      <div className="flex min-w-0 max-w-[92%] flex-1 flex-col gap-2.5 sm:max-w-[80%]">
        <span className="sr-only">{firstName} said: </span>
        {message.safety && <SafetyResources safety={message.safety} />}
        {(hasText || (streaming && message.actions.length === 0 && !message.safety)) && (
          <div className="w-fit max-w-full rounded-2xl rounded-tl-md border border-white/10 bg-white/[0.07] px-4 py-2.5 text-slate-100 shadow-lg shadow-black/10 backdrop-blur-xl">
            <MessageText content={message.content} streaming={streaming} />
          </div>
        )}
        <ActionCards actions={message.actions} />
        {message.metadata?.fallbackNotice && (
          <p className="flex w-fit max-w-full items-start gap-2 rounded-2xl border border-amber-200/20 bg-amber-300/[0.08] px-3 py-2 text-xs leading-relaxed text-amber-50">
            <Info className="mt-0.5 size-3.5 shrink-0 text-amber-200" aria-hidden />
            {message.metadata.fallbackNotice}
          </p>
        )}
        {!streaming && (
          <div className="-mt-1 flex flex-wrap items-center gap-0.5">
            {hasText && (
              <>
                {onTogglePlayback && (
                  <button
                    type="button"
                    className={cn(actionButtonClasses, playback !== 'idle' && 'bg-white/10 text-teal-100')}
                    onClick={() => onTogglePlayback(message)}
                    aria-label={
                      playback === 'playing'
                        ? 'Stop playback'
                        : playback === 'loading'
                          ? 'Preparing audio, press to cancel'
                          : 'Listen to this message'
                    }
                    aria-pressed={playback !== 'idle'}
                  >
                    {playback === 'loading' ? (
                      <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
                    ) : playback === 'playing' ? (
                      <Square className="size-3 fill-current" aria-hidden />
                    ) : (
                      <Volume2 className="size-3.5" aria-hidden />
                    )}
                    <span aria-hidden>
                      {playback === 'playing' ? 'Stop' : playback === 'loading' ? 'Loading…' : 'Listen'}
                    </span>
                  </button>
                )}
                <button
                  type="button"
                  className={cn(actionButtonClasses, copied && 'text-emerald-200')}
                  onClick={() => onCopy(message)}
                  aria-label={copied ? 'Copied' : copyFailed ? 'Copy failed' : 'Copy message'}
                >
                  {copied ? (
                    <Check className="size-3.5" aria-hidden />
                  ) : (
                    <Copy className="size-3.5" aria-hidden />
                  )}
                  <span aria-hidden>{copied ? 'Copied' : copyFailed ? 'Copy failed' : 'Copy'}</span>
                </button>
              </>
            )}
            <p className="px-1.5 text-xs text-slate-400">
              <Timestamp iso={message.timestamp} />
              {note && <span> · {note}</span>}
            </p>
          </div>
        )}
        {playbackError && (
          <p role="alert" className="-mt-1 px-2 text-xs text-rose-200">
            {playbackError}
          </p>
        )}
      </div>
    </div>
  );
});

/** The coach's welcome at the start of the conversation. */
export function WelcomeBubble({ coach, text }: { coach: Coach; text: string }) {
  return (
    <div className="flex items-start gap-2.5" data-role="welcome">
      <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="xs" />
      <div className="max-w-[85%] rounded-2xl rounded-tl-md border border-teal-200/15 bg-gradient-to-br from-teal-300/[0.1] to-indigo-400/[0.1] px-4 py-3 text-slate-100 sm:max-w-[80%]">
        <span className="sr-only">{coachFirstName(coach.name)} said: </span>
        <MessageText content={text} />
      </div>
    </div>
  );
}
