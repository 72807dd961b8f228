import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_AUDIO_FORMAT_ERROR,
  CHAT_NO_SPEECH,
  CHAT_RECORDING_NOT_SUPPORTED,
  CHAT_RECORDING_TOO_SHORT,
  CHAT_SESSION_EXPIRED,
  FAILED_TO_START_RECORDING,
  FAILED_TO_TRANSCRIBE,
  INVALID_AUDIO_FORMAT,
  MIC_ACCESS_DENIED_TOOLTIP,
  MICROPHONE_ACCESS_DENIED,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_TOO_LONG,
  SPEECH_RECORDING_NOT_SUPPORTED,
  VOICE_AUTHENTICATION_FAILED,
} from '@flowmind/core/recording';

/** The speech service's texts that the chat's voice input says in its own, shorter words. */
const CHAT_TEXT_FOR: Readonly<Record<string, string>> = {
  [RECORD_AT_LEAST_2_SECONDS]: CHAT_RECORDING_TOO_SHORT,
  [AUDIO_TOO_SHORT_OR_QUIET]: CHAT_RECORDING_TOO_SHORT,
  [VOICE_AUTHENTICATION_FAILED]: CHAT_SESSION_EXPIRED,
  [NO_SPEECH_IN_AUDIO]: CHAT_NO_SPEECH,
  [AUDIO_FILE_TOO_LARGE]: RECORDING_TOO_LONG,
  [INVALID_AUDIO_FORMAT]: CHAT_AUDIO_FORMAT_ERROR,
  [SPEECH_RECORDING_NOT_SUPPORTED]: CHAT_RECORDING_NOT_SUPPORTED,
  [MICROPHONE_ACCESS_DENIED]: MIC_ACCESS_DENIED_TOOLTIP,
};

/**
 * The text the chat's voice input shows (for 5 seconds) for an error of the recording service: the chat's
 * own wording where it has one, 'Failed to start recording' when the microphone could not be
 * opened, otherwise the service's message, or 'Failed to transcribe audio' when there is none.
 */
export function chatVoiceErrorText(serviceError: string | null | undefined): string {
  const message = serviceError?.trim() ?? '';
  if (!message) return FAILED_TO_TRANSCRIBE;
  const mapped = CHAT_TEXT_FOR[message];
  if (mapped) return mapped;
  if (message.startsWith('Failed to access microphone')) return FAILED_TO_START_RECORDING;
  return message;
}
