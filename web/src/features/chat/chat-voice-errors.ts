import {
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_NOT_SUPPORTED,
  CHAT_RECORDING_TOO_SHORT,
  FAILED_TO_START_RECORDING,
  FAILED_TO_TRANSCRIBE,
  MIC_ACCESS_DENIED_TOOLTIP,
  MICROPHONE_ACCESS_DENIED,
  SPEECH_RECORDING_NOT_SUPPORTED,
  microphoneAccessFailed,
} from '@flowmind/core/recording';

/** The recorder's own texts that the chat's voice input says in its own, shorter words. */
const CHAT_TEXT_FOR: Readonly<Record<string, string>> = {
  [MICROPHONE_ACCESS_DENIED]: MIC_ACCESS_DENIED_TOOLTIP,
  [SPEECH_RECORDING_NOT_SUPPORTED]: CHAT_RECORDING_NOT_SUPPORTED,
  // Under 5 KB, refused before upload: to the person it is one more recording that was too short.
  [AUDIO_TOO_SHORT_OR_QUIET]: CHAT_RECORDING_TOO_SHORT,
};

const MICROPHONE_FAILED_PREFIX = microphoneAccessFailed('');

/**
 * The chat's words for a voice input error that never reached the server: a denied microphone, a browser
 * that cannot record, a microphone that would not open ('Failed to start recording'), a recording too short
 * to send; an empty text becomes 'Failed to transcribe audio'. Any other text is kept as it is. The voice
 * button never passes the server's own message here: that one is shown as sent.
 */
export function chatVoiceErrorText(localError: string | null | undefined): string {
  const message = localError?.trim() ?? '';
  if (!message) return FAILED_TO_TRANSCRIBE;
  const mapped = CHAT_TEXT_FOR[message];
  if (mapped) return mapped;
  if (message.startsWith(MICROPHONE_FAILED_PREFIX)) return FAILED_TO_START_RECORDING;
  return message;
}
