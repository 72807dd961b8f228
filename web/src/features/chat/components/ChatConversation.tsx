import { useCallback, useRef, useState } from 'react';
import { ArrowDown, NotebookPen, RefreshCw, ShieldCheck, Users } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { RECORDING_MIN_SECONDS_CHAT } from '@flowmind/core/recording';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { VoiceInputButton } from '../../../components/voice/VoiceInputButton';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { coachFirstName } from '@flowmind/core/chat-coach';
import { chatVoiceErrorText } from '../chat-voice-errors';
import type { ChatViewMessage } from '../conversation-state';
import { plainMessageText } from '../message-text';
import { useConversation } from '../hooks/useConversation';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useMessagePlayback } from '../hooks/useMessagePlayback';
import { useStickToBottom } from '../hooks/useStickToBottom';
import { CoachMemoryDialog } from './CoachMemoryDialog';
import { Composer } from './Composer';
import { CoachMessage, UserMessage, WelcomeBubble } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';

interface ChatConversationProps {
  coach: Coach;
  personFirstName: string;
  isMyCoach: boolean;
}

/**
 * The conversation with one coach: the coach's introduction and welcome, the history, replies streaming in,
 * the message box. Mounted per coach, so switching coach starts clean.
 */
export function ChatConversation({ coach, personFirstName, isMyCoach }: ChatConversationProps) {
  const firstName = coachFirstName(coach.name);
  const { state, send, reloadHistory, historyReloading } = useConversation(coach, personFirstName);
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { isFollowing, hasUnseen, scrollToBottom } = useStickToBottom(contentRef);
  const { copy, copiedId, failedId } = useCopyToClipboard();
  const [announcement, setAnnouncement] = useState('');
  const playback = useMessagePlayback(coach);
  const [memoryOpen, setMemoryOpen] = useState(false);

  const sendText = useCallback(
    (text: string) => {
      if (!text.trim() || state.pending) return;
      scrollToBottom('instant');
      void send(text);
    },
    [send, scrollToBottom, state.pending],
  );

  const sendDraft = () => {
    if (!draft.trim() || state.pending) return;
    sendText(draft);
    setDraft('');
    textareaRef.current?.focus();
  };

  const onCopy = useCallback(
    (message: ChatViewMessage) => {
      void copy(message.id, plainMessageText(message.content)).then((copied) =>
        setAnnouncement(copied ? 'Message copied' : 'The message could not be copied'),
      );
    },
    [copy],
  );

  const onTranscript = useCallback((text: string) => {
    const spoken = text.trim();
    if (!spoken) return;
    // The transcript fills the box for the person to check and send; it is never sent by itself.
    setDraft((current) => (current.trim() ? `${current.trimEnd()} ${spoken}` : spoken));
    textareaRef.current?.focus();
  }, []);

  const streamingReply = state.messages.find((message) => message.status === 'streaming');
  const waitingForReply =
    state.pending &&
    (!streamingReply ||
      (streamingReply.content === '' && streamingReply.actions.length === 0 && !streamingReply.safety));

  return (
    // Fills the window so the message box rests at the bottom even before there are messages. The negative
    // bottom margin takes back the room the shell keeps below pages that scroll under the bottom bar.
    <section
      aria-labelledby="chat-heading"
      className="mx-auto -mb-[3.25rem] flex min-h-[calc(100dvh-9.75rem)] w-full max-w-3xl flex-col"
    >
      <header className="flex flex-col items-center pb-6 text-center">
        <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="lg" />
        <h1 id="chat-heading" className="mt-4 text-2xl font-semibold tracking-tight text-white">
          Chat with {firstName}
        </h1>
        <p className="mt-1 text-sm font-medium text-teal-200">
          {coach.specialization}
          {isMyCoach && <span className="text-slate-300"> · Your coach</span>}
        </p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/[0.05] px-3.5 py-1.5 text-xs text-slate-200">
          <ShieldCheck className="size-3.5 text-teal-200" aria-hidden />
          {firstName} is an AI wellness coach, not a therapist
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-1">
          <Button variant="ghost" size="sm" onClick={() => setMemoryOpen(true)} aria-haspopup="dialog">
            <NotebookPen className="size-4" aria-hidden />
            What {firstName} remembers
          </Button>
          <ButtonLink to="/chat" variant="ghost" size="sm">
            <Users className="size-4" aria-hidden />
            Switch coach
          </ButtonLink>
        </div>
        <CoachMemoryDialog
          open={memoryOpen}
          onClose={() => setMemoryOpen(false)}
          coachId={coach.id}
          coachFirstName={firstName}
        />
      </header>

      <div ref={contentRef} className="flex flex-col gap-5 pb-4">
        {state.status === 'loading' ? (
          <p role="status" className="flex items-center justify-center gap-2.5 py-10 text-slate-300">
            <Spinner size="sm" className="text-teal-300" />
            Loading your conversation...
          </p>
        ) : (
          <div
            role="log"
            aria-label={`Conversation with ${firstName}`}
            aria-live="polite"
            aria-relevant="additions"
            aria-busy={streamingReply ? true : undefined}
            className="flex flex-col gap-5"
          >
            {state.welcome && <WelcomeBubble coach={coach} text={state.welcome} />}
            {state.historyFailed && (
              <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs text-slate-400">
                <span>Earlier messages couldn&apos;t be loaded.</span>
                <button
                  type="button"
                  onClick={() => void reloadHistory()}
                  disabled={historyReloading || state.pending}
                  className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-teal-200 transition hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-teal-300 disabled:opacity-60"
                >
                  <RefreshCw className="size-3" aria-hidden />
                  Try again
                </button>
              </div>
            )}
            {state.messages.map((message) =>
              message.role === 'user' ? (
                <UserMessage key={message.id} message={message} />
              ) : (
                <CoachMessage
                  key={message.id}
                  coach={coach}
                  message={message}
                  copied={copiedId === message.id}
                  copyFailed={failedId === message.id}
                  onCopy={onCopy}
                  playback={playback.stateOf(message.id)}
                  playbackError={playback.failedId === message.id ? playback.failure : null}
                  onTogglePlayback={playback.toggle}
                  onRetry={state.pending ? undefined : sendText}
                />
              ),
            )}
          </div>
        )}
        {waitingForReply && <TypingIndicator coach={coach} />}
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-20 mt-auto bg-gradient-to-t from-[#0b1026] from-60% to-transparent pb-3 pt-6">
        {!isFollowing && (
          <div className="pointer-events-none absolute inset-x-0 -top-8 flex justify-center">
            <button
              type="button"
              onClick={() => scrollToBottom('smooth')}
              className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-[#121a3a]/95 px-3.5 py-1.5 text-xs font-semibold text-white shadow-lg shadow-black/30 backdrop-blur transition hover:bg-[#1a2450] focus-visible:outline-2 focus-visible:outline-teal-300"
            >
              <ArrowDown className="size-3.5" aria-hidden />
              {hasUnseen ? 'New messages' : 'Jump to latest'}
            </button>
          </div>
        )}
        <Composer
          coachFirstName={firstName}
          value={draft}
          onChange={setDraft}
          onSend={sendDraft}
          pending={state.pending}
          textareaRef={textareaRef}
          voiceInput={
            <VoiceInputButton
              onTranscript={onTranscript}
              minSeconds={RECORDING_MIN_SECONDS_CHAT}
              formatError={chatVoiceErrorText}
            />
          }
        />
      </div>
    </section>
  );
}
