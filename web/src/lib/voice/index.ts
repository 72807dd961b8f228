/**
 * The browser voice layer: import from here, not from the files inside.
 *
 * Voice output (practice guidance, chat playback) — inside the app's VoiceOutputProvider:
 *   const voice = useVoiceOutput();
 *   voice.speak(text, { context: 'instruction' | 'encouragement' | 'breathing' | 'meditation' | 'completion',
 *                      personality?, voice?, interrupt? })    -> Promise<boolean> (false: skipped/stopped/failed)
 *   voice.speakSequence([{ text, context }, ...], { pause: 'short' | 'long' })  // 300 / 500 ms between
 *   voice.preload(prompts, { batchId })   // strings or { text, context, personality }; a new batch cancels
 *   voice.cancelPreload(batchId?); voice.stop(); voice.setMuted(b); voice.toggleMute()
 *   voice.state  -> { initialised, muted, speaking, preloading, message, lastEngine, lastFailure }
 *   voice.service -> the stable object behind it, for long-lived users (the practice guide).
 *   Rules: one utterance at a time (others are skipped while busy unless `interrupt`); nothing plays before
 *   the person has interacted with the page; voice, speed and volume come from the saved Voice Settings
 *   (a context speed is scaled by the person's speed); the browser's speechSynthesis speaks when the server
 *   cannot; its volume is independent of background music.
 *
 * Chat per-message playback:
 *   const playback = useMessagePlayback();
 *   playback.stateOf(message.id)             -> 'idle' | 'loading' | 'playing'
 *   playback.toggle(message.id, text, { voice? })  // plays at the chat speed (0.8); pressing again stops
 *
 * Voice input: <VoiceInputButton onTranscript={...} /> from web/src/components/voice, or useVoiceRecorder()
 * for a custom control.
 */
export {
  VoiceOutputProvider,
  useVoiceOutput,
  useMessagePlayback,
  type VoiceOutputHandle,
  type MessagePlayback,
} from './VoiceOutputProvider';
export { VoiceOutput } from './voice-output';
export {
  voiceOutputState,
  resolveSpeed,
  type SpeakOptions,
  type QueuedUtterance,
  type PreloadPrompt,
  type PreloadOptions,
  type PreloadResult,
  type MessagePlaybackState,
  type MessagePlaybackOptions,
  type UtterancePause,
  type VoiceOutputSnapshot,
  type VoiceOutputState,
} from './voice-output-model';
export { useVoiceRecorder, type UseVoiceRecorderOptions, type VoiceRecorderHandle } from './useVoiceRecorder';
export { VoiceRecorder } from './recorder';
export { type MicrophonePermission, type RecorderSnapshot, type RecorderStatus } from './recorder-state';
export { hasUserActivation } from './user-activation';
