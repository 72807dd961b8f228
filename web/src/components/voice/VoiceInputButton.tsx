import { useEffect, useId, type KeyboardEvent } from 'react';
import { AlertCircle, Mic, MicOff, Square } from 'lucide-react';
import {
  MIC_ACCESS_DENIED_LABEL,
  MIC_ACCESS_DENIED_TOOLTIP,
  MICROPHONE_ACCESS_DENIED,
  RECORDING_MAX_SECONDS,
  SPEECH_RECORDING_NOT_SUPPORTED,
  VOICE_ERROR_DISPLAY_MS,
} from '@flowmind/core/recording';
import { useVoiceRecorder, type VoiceRecorderHandle } from '../../lib/voice/useVoiceRecorder';
import { useVoiceOutput } from '../../lib/voice/VoiceOutputProvider';
import { Spinner } from '../ui/Spinner';
import { cn } from '../ui/cn';

export interface VoiceInputButtonProps {
  /** Receives the transcript of each recording (e.g. to fill the message box). */
  onTranscript: (text: string) => void;
  /** Shortest accepted recording in seconds: 2 (the speech service's rule, the default) or 1 (chat). */
  minSeconds?: number;
  /** 'icon': a round button for a message box; 'labelled': a wide button with its state in words. */
  variant?: 'icon' | 'labelled';
  disabled?: boolean;
  /** Called when a new recording is asked for (e.g. to clear the last transcript). */
  onRecordingStart?: () => void;
  /** Told about each error as well as showing it (for 5 seconds). */
  onError?: (message: string) => void;
  /**
   * Words an error that never reached the server (microphone denied or missing, too short, offline) in the
   * screen's own terms; the chat, for one, has its own shorter texts. The server's message for a refused
   * upload is always shown as sent: server and screen share that text, so rewording it would let them drift.
   */
  formatError?: (message: string) => string;
  className?: string;
}

/** 0:07 */
export function formatRecordingTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a screen reader hears when the state changes (the seconds are not announced, they would chatter). */
function announcement(recorder: VoiceRecorderHandle): string {
  switch (recorder.status) {
    case 'initializing':
      return 'Starting the microphone.';
    case 'recording':
      return 'Recording. Press the button again to stop.';
    case 'transcribing':
      return 'Transcribing your recording.';
    case 'idle':
      return recorder.transcript ? 'Transcript ready.' : '';
  }
}

/**
 * Voice input: idle, initializing, recording with a timer ticking each second, transcribing;
 * the transcript goes to `onTranscript`. Press to start, press again to stop; Escape abandons a recording.
 * Recording stops by itself at 60 seconds. A denied microphone disables the button ('Mic access denied').
 * Errors show for 5 seconds, long enough to read, then clear.
 */
export function VoiceInputButton({
  onTranscript,
  minSeconds,
  variant = 'icon',
  disabled = false,
  onRecordingStart,
  onError,
  formatError,
  className,
}: VoiceInputButtonProps) {
  const recorder = useVoiceRecorder({ minSeconds, onTranscript });
  const voice = useVoiceOutput();
  const { status, error, errorFromServer, permission, supported, elapsedSeconds, dismissError } = recorder;
  const statusId = useId();
  const errorId = useId();
  const denied = permission === 'denied';
  const unavailable = !supported || denied || disabled;
  const busy = status === 'initializing' || status === 'transcribing';
  const recording = status === 'recording';

  useEffect(() => {
    if (!error || !supported) return;
    onError?.(error);
    const timer = setTimeout(dismissError, VOICE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
    // onError is a notification: a new function on every render must not show the error again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, supported, dismissError]);

  const onClick = () => {
    if (unavailable || busy) return;
    if (status === 'idle') {
      // The microphone would otherwise record the coach's voice along with the person's.
      voice.stop();
      onRecordingStart?.();
    }
    void recorder.toggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && (recording || status === 'initializing')) {
      // Abandons the recording, and only that (a dialog around stays open).
      event.preventDefault();
      event.stopPropagation();
      recorder.cancel();
    }
  };

  const time = formatRecordingTime(elapsedSeconds);
  // The screen's own words for it too (the chat's 'Voice recording is not supported in this browser').
  const notSupported = formatError?.(SPEECH_RECORDING_NOT_SUPPORTED) ?? SPEECH_RECORDING_NOT_SUPPORTED;
  const label = !supported
    ? notSupported
    : denied
      ? MIC_ACCESS_DENIED_LABEL
      : status === 'initializing'
        ? 'Starting microphone…'
        : recording
          ? 'Stop recording'
          : status === 'transcribing'
            ? 'Transcribing…'
            : variant === 'icon'
              ? 'Start voice input'
              : 'Start recording';
  const tooltip = !supported
    ? notSupported
    : denied
      ? MIC_ACCESS_DENIED_TOOLTIP
      : recording
        ? `Recording ${time} of ${formatRecordingTime(RECORDING_MAX_SECONDS)}. Press to stop, Escape to cancel.`
        : status === 'idle'
          ? variant === 'icon'
            ? 'Speak instead of typing'
            : undefined
          : undefined;
  // The labelled button says a denial in its own words below it.
  const shownError =
    error && supported && !(variant === 'labelled' && denied && error === MICROPHONE_ACCESS_DENIED)
      ? errorFromServer
        ? error
        : (formatError?.(error) ?? error)
      : null;

  const icon =
    !supported || denied ? (
      <MicOff className="size-5 shrink-0" aria-hidden />
    ) : busy ? (
      <Spinner size="sm" />
    ) : recording ? (
      <Square className="size-3.5 shrink-0 fill-current" aria-hidden />
    ) : (
      <Mic className="size-5 shrink-0" aria-hidden />
    );

  const button = (
    <button
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      disabled={unavailable}
      // Busy states keep focus on the button (a disabled button would drop it) but ignore presses.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={variant === 'icon' ? (recording ? `Stop recording, ${time}` : label) : undefined}
      aria-describedby={cn(shownError && errorId) || undefined}
      title={tooltip}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress',
        variant === 'icon' ? 'h-11 min-w-11 px-3 text-sm' : 'h-12 px-5 text-sm',
        recording
          ? 'bg-rose-500 text-white shadow-lg shadow-rose-950/40 hover:bg-rose-400'
          : variant === 'icon'
            ? 'text-slate-200 hover:bg-white/10 hover:text-white'
            : 'border border-white/20 bg-white/5 text-white hover:border-white/30 hover:bg-white/10',
      )}
    >
      {icon}
      {variant === 'icon' ? (
        recording ? (
          <span aria-hidden className="tabular-nums">
            {time}
          </span>
        ) : (
          // A denied microphone shows 'Mic access denied' (the tooltip explains how to allow it).
          supported &&
          denied && (
            <span aria-hidden className="text-xs">
              {MIC_ACCESS_DENIED_LABEL}
            </span>
          )
        )
      ) : (
        <span>
          {recording ? (
            <>
              Stop <span className="tabular-nums">· {time}</span>
            </>
          ) : (
            label
          )}
        </span>
      )}
    </button>
  );

  return (
    <div
      className={cn(
        'relative inline-flex flex-col',
        variant === 'labelled' && 'items-start gap-3',
        className,
      )}
    >
      {button}
      <span id={statusId} role="status" className="sr-only">
        {announcement(recorder)}
      </span>
      {variant === 'labelled' && denied && (
        <p className="text-sm text-amber-100">{MIC_ACCESS_DENIED_TOOLTIP}</p>
      )}
      {variant === 'labelled' && !supported && <p className="text-sm text-amber-100">{notSupported}</p>}
      {shownError && (
        <p
          id={errorId}
          role="alert"
          className={cn(
            'flex items-start gap-2 rounded-2xl border border-rose-300/30 px-3 py-2 text-sm text-rose-100',
            // Over a message box the bubble must hide what is behind it.
            variant === 'icon'
              ? 'absolute bottom-full left-0 z-20 mb-3 w-72 max-w-[calc(100vw-2.5rem)] bg-[#3a1a2e] shadow-xl shadow-black/50'
              : 'bg-rose-500/10',
          )}
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-rose-300" aria-hidden />
          <span>{shownError}</span>
        </p>
      )}
    </div>
  );
}
