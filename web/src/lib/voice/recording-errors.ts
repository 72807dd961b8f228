import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_TOO_SHORT,
  FAILED_TO_TRANSCRIBE,
  INVALID_AUDIO_FORMAT,
  MICROPHONE_ACCESS_DENIED,
  NO_AUDIO_DATA,
  NO_MICROPHONE_FOUND,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_MIN_BYTES,
  RECORDING_MIN_SECONDS_CHAT,
  RECORDING_MIN_SECONDS_SERVICE,
  VOICE_AUTHENTICATION_FAILED,
  microphoneAccessFailed,
} from '@flowmind/core/recording';
import { isErrorCode } from '@flowmind/core/contracts/errors';

/*
 * The texts a recording's failures are shown with. Two kinds: the server's refusals of an upload, whose
 * message is the text to show as sent (server and screen share it from core/src/recording.ts), and the
 * failures that never reached the server (no microphone, denied, too short, offline), worded here.
 */

/** A failed upload as far as it can be read: an ApiError (status, code, message), or what fetch threw. */
export interface UploadFailure {
  status?: number;
  code?: string;
  message?: string;
}

/** The text shown for a failed getUserMedia: denied, no microphone, or the browser's own reason. */
export function microphoneErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') {
    return MICROPHONE_ACCESS_DENIED;
  }
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return NO_MICROPHONE_FOUND;
  }
  const message = (error as { message?: unknown } | null)?.message;
  const reason =
    typeof message === 'string' && message.trim()
      ? message.trim()
      : typeof name === 'string' && name
        ? name
        : 'unknown error';
  return microphoneAccessFailed(reason);
}

/**
 * Whether the server itself refused the upload: it answered `{ error: { code, message } }` with one of its
 * codes. Its message is then the text to show, word for word, so no screen rewords it. A proxy's page has
 * no such body (the client makes up an HTTP_<status> code for it), and a lost connection has no status.
 */
export function isServerRefusal(
  failure: UploadFailure | null | undefined,
): failure is UploadFailure & { status: number; message: string } {
  return (
    failure?.status !== undefined &&
    failure.status >= 400 &&
    isErrorCode(failure.code) &&
    typeof failure.message === 'string' &&
    failure.message !== ''
  );
}

/**
 * The text shown for a failed upload. The server's refusals carry the text to show (too short, too large,
 * no speech, rate limited, session expired, ...), so it is shown as sent; an answer that did not come from
 * it (a proxy's 401, 413 or 415 page) still gets the matching text, and a lost connection the generic one.
 */
export function transcriptionErrorMessage(failure: UploadFailure | null | undefined): string {
  if (isServerRefusal(failure)) return failure.message;
  const status = failure?.status;
  if (status === undefined || status < 400) return FAILED_TO_TRANSCRIBE;
  if (status === 401) return VOICE_AUTHENTICATION_FAILED;
  if (status === 413) return AUDIO_FILE_TOO_LARGE;
  if (status === 415) return INVALID_AUDIO_FORMAT;
  return failure?.message || FAILED_TO_TRANSCRIBE;
}

/** The too-short text for a minimum length: the service's 2 s text, the chat's 1 s text. */
export function tooShortMessage(minSeconds: number): string {
  if (minSeconds === RECORDING_MIN_SECONDS_CHAT) return CHAT_RECORDING_TOO_SHORT;
  if (minSeconds === RECORDING_MIN_SECONDS_SERVICE) return RECORD_AT_LEAST_2_SECONDS;
  return `Please record for at least ${minSeconds} seconds.`;
}

/** Checks a finished recording before it is uploaded: long enough, and not (nearly) empty. */
export function recordingProblem(recording: {
  durationMs: number;
  bytes: number;
  minSeconds: number;
}): string | null {
  if (recording.bytes === 0) return NO_AUDIO_DATA;
  if (recording.durationMs < recording.minSeconds * 1000) return tooShortMessage(recording.minSeconds);
  if (recording.bytes < RECORDING_MIN_BYTES) return AUDIO_TOO_SHORT_OR_QUIET;
  return null;
}

/** The reason a browser gave for a failure (its message), for 'Failed to access microphone: <reason>'. */
export function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}

/** Reads a thrown upload error (an ApiError, or fetch's own TypeError) as an UploadFailure. */
export function asFailure(error: unknown): UploadFailure | null {
  if (!error || typeof error !== 'object') return null;
  const { status, code, message } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
