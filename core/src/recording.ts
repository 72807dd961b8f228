/** Recording limits and formats, and every voice error text, verbatim: server and web agree on them. */

// ---------------------------------------------------------------------------------------------
// Recording
// ---------------------------------------------------------------------------------------------

export const RECORDING_MAX_SECONDS = 60;
/** Minimum recording length of the speech service. */
export const RECORDING_MIN_SECONDS_SERVICE = 2;
/** Minimum recording length of the chat's voice input. */
export const RECORDING_MIN_SECONDS_CHAT = 1;
/** Smaller recordings are too short or too quiet. */
export const RECORDING_MIN_BYTES = 5 * 1024;
export const RECORDING_CHUNK_MS = 500;
export const RECORDING_CHANNELS = 1;
export const RECORDING_SAMPLE_RATE = 48_000;
export const RECORDING_BITS_PER_SECOND = 128_000;
/** MediaRecorder formats, most preferred first. */
export const RECORDING_FORMAT_PREFERENCE = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/wav',
] as const;
export const RECORDING_EXTENSIONS = ['webm', 'ogg', 'mp4', 'wav'] as const;
export type RecordingExtension = (typeof RECORDING_EXTENSIONS)[number];
/** How long a voice error stays on screen. */
export const VOICE_ERROR_DISPLAY_MS = 5000;
/** How long the copy confirmation of a chat message stays. */
export const COPY_CONFIRM_MS = 1200;

/** The upload name of a recording: recording.{ext}, from the recorder's MIME type. */
export function recordingFileName(mimeType: string): `recording.${RecordingExtension}` {
  const type = mimeType.toLowerCase();
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'recording.mp4';
  if (type.includes('wav')) return 'recording.wav';
  return 'recording.webm';
}

// ---------------------------------------------------------------------------------------------
// Error texts, verbatim: people see exactly these words, so change them only on purpose
// ---------------------------------------------------------------------------------------------

// Voice input in chat (shown 5 seconds)
export const CHAT_RECORDING_TOO_SHORT_HOLD = 'Recording too short. Please hold for at least 1 second.';
export const CHAT_RECORDING_TOO_SHORT = 'Recording too short. Please record for at least 1 second.';
export const CHAT_SESSION_EXPIRED = 'Session expired. Please refresh the page and sign in again.';
export const CHAT_NO_SPEECH = 'No speech detected. Please speak clearly and try again.';
export const CHAT_NO_SPEECH_SHORT = 'No speech detected. Please speak more clearly.';
export const RECORDING_TOO_LONG = 'Recording too long. Please keep messages under 60 seconds.';
export const CHAT_AUDIO_FORMAT_ERROR = 'Audio format error. Please try again.';
export const FAILED_TO_TRANSCRIBE = 'Failed to transcribe audio';
export const FAILED_TO_START_RECORDING = 'Failed to start recording';
export const CHAT_RECORDING_NOT_SUPPORTED = 'Voice recording is not supported in this browser';
export const MIC_ACCESS_DENIED_LABEL = 'Mic access denied';
export const MIC_ACCESS_DENIED_TOOLTIP = 'Microphone access denied. Please enable in browser settings.';

// Speech service
export const RECORD_AT_LEAST_2_SECONDS = 'Please record for at least 2 seconds.';
export const AUDIO_TOO_SHORT_OR_QUIET =
  'Audio recording too short or microphone level too low. Please speak louder and record for at least 2-3 seconds.';
export const NO_AUDIO_DATA = 'No audio data to transcribe.';
export const NO_SPEECH_IN_AUDIO = 'No speech detected in audio. Please try speaking more clearly.';
export const SPEECH_RECORDING_NOT_SUPPORTED = 'Speech recording is not supported in this browser.';
export const MICROPHONE_ACCESS_DENIED =
  'Microphone access denied. Please allow microphone access and try again.';
export const NO_MICROPHONE_FOUND = 'No microphone found. Please connect a microphone and try again.';
export const VOICE_AUTHENTICATION_FAILED = 'Authentication failed. Please sign in again.';
export const AUDIO_FILE_TOO_LARGE = 'Audio file too large. Please record a shorter message.';
export const INVALID_AUDIO_FORMAT = 'Invalid audio format. Please try again.';
export const FAILED_TO_GENERATE_SPEECH = 'Failed to generate speech.';
export const BACKEND_TEST_FAILED = 'Backend test failed';

export function microphoneAccessFailed(reason: string): string {
  return `Failed to access microphone: ${reason}`;
}

export function voiceApiHttpError(status: number, text: string): string {
  return `Voice API HTTP ${status}: ${text}`;
}
