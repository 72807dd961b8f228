import {
  MICROPHONE_ACCESS_DENIED,
  RECORDING_MAX_SECONDS,
  SPEECH_RECORDING_NOT_SUPPORTED,
} from '@flowmind/core/recording';

/*
 * The voice input's state machine, pure so every transition can be checked without a browser: what the
 * button shows (idle, starting, recording with its seconds, transcribing), the last transcript or error,
 * and the microphone permission.
 */

export type RecorderStatus = 'idle' | 'initializing' | 'recording' | 'transcribing';
export type MicrophonePermission = 'prompt' | 'granted' | 'denied';

export interface RecorderSnapshot {
  status: RecorderStatus;
  /** Whole seconds since recording started, ticking each second. */
  elapsedSeconds: number;
  /** The last transcript, until the next recording starts. */
  transcript: string | null;
  /** The last error (one of the texts shown to the person), until the next recording starts. */
  error: string | null;
  /**
   * The error is the server's own message for a refused upload: shown as sent, never reworded by a screen.
   * False for the recorder's own texts (microphone, too short, offline), which a screen may word its way.
   */
  errorFromServer: boolean;
  permission: MicrophonePermission;
  supported: boolean;
}

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'tick'; elapsedSeconds: number }
  | { type: 'stop' }
  | { type: 'transcribed'; text: string }
  | { type: 'failed'; error: string; fromServer?: boolean }
  | { type: 'cancel' }
  | { type: 'dismiss' }
  | { type: 'permission'; permission: MicrophonePermission };

/**
 * The voice input states: idle -> initializing -> recording (timer) -> transcribing -> idle;
 * a failure at any step returns to idle with its text. Events that do not fit the state change nothing, so a
 * second start while one runs is refused.
 */
export function recorderReducer(state: RecorderSnapshot, event: RecorderEvent): RecorderSnapshot {
  switch (event.type) {
    case 'start':
      if (state.status !== 'idle') return state;
      if (!state.supported)
        return { ...state, error: SPEECH_RECORDING_NOT_SUPPORTED, errorFromServer: false, transcript: null };
      return {
        ...state,
        status: 'initializing',
        elapsedSeconds: 0,
        transcript: null,
        error: null,
        errorFromServer: false,
      };
    case 'started':
      if (state.status !== 'initializing') return state;
      return { ...state, status: 'recording', elapsedSeconds: 0, permission: 'granted' };
    case 'tick':
      if (state.status !== 'recording') return state;
      return {
        ...state,
        elapsedSeconds: Math.min(RECORDING_MAX_SECONDS, Math.max(state.elapsedSeconds, event.elapsedSeconds)),
      };
    case 'stop':
      if (state.status !== 'recording') return state;
      return { ...state, status: 'transcribing' };
    case 'transcribed':
      if (state.status !== 'transcribing') return state;
      return { ...state, status: 'idle', transcript: event.text, error: null, errorFromServer: false };
    case 'failed': {
      const fromServer = event.fromServer ?? false;
      if (state.status === 'idle' && state.error === event.error && state.errorFromServer === fromServer)
        return state;
      return {
        ...state,
        status: 'idle',
        error: event.error,
        errorFromServer: fromServer,
        transcript: null,
        permission: !fromServer && event.error === MICROPHONE_ACCESS_DENIED ? 'denied' : state.permission,
      };
    }
    case 'cancel':
      if (state.status === 'idle') return state;
      return { ...state, status: 'idle' };
    case 'dismiss':
      // An unsupported browser keeps saying so; other errors are shown for 5 seconds, then cleared.
      if (state.error === null || !state.supported) return state;
      return { ...state, error: null, errorFromServer: false };
    case 'permission':
      if (state.permission === event.permission) return state;
      // Allowed again in the browser's settings: the old refusal no longer applies.
      if (event.permission !== 'denied' && state.error === MICROPHONE_ACCESS_DENIED)
        return { ...state, permission: event.permission, error: null, errorFromServer: false };
      return { ...state, permission: event.permission };
  }
}

export function initialRecorderSnapshot(supported: boolean): RecorderSnapshot {
  return {
    status: 'idle',
    elapsedSeconds: 0,
    transcript: null,
    error: supported ? null : SPEECH_RECORDING_NOT_SUPPORTED,
    errorFromServer: false,
    permission: 'prompt',
    supported,
  };
}
