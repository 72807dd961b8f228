import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_TOO_SHORT,
  FAILED_TO_TRANSCRIBE,
  INVALID_AUDIO_FORMAT,
  MICROPHONE_ACCESS_DENIED,
  NO_AUDIO_DATA,
  NO_MICROPHONE_FOUND,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHANNELS,
  RECORDING_CHUNK_MS,
  RECORDING_FORMAT_PREFERENCE,
  RECORDING_MAX_SECONDS,
  RECORDING_MIN_BYTES,
  RECORDING_MIN_SECONDS_CHAT,
  RECORDING_MIN_SECONDS_SERVICE,
  RECORDING_SAMPLE_RATE,
  SPEECH_RECORDING_NOT_SUPPORTED,
  VOICE_AUTHENTICATION_FAILED,
  microphoneAccessFailed,
  recordingFileName,
} from '@flowmind/core/recording';
import { isErrorCode } from '@flowmind/core/contracts/errors';
import { transcribeRecording } from '../../api/voice';

// ---------------------------------------------------------------------------------------------
// Pure rules (unit-tested in recorder.test.ts)
// ---------------------------------------------------------------------------------------------

/** The microphone settings: mono, 48 kHz, with the browser's clean-up on. */
export const MICROPHONE_CONSTRAINTS = {
  audio: {
    channelCount: RECORDING_CHANNELS,
    sampleRate: RECORDING_SAMPLE_RATE,
    echoCancellation: true,
    noiseSuppression: true,
  },
} as const satisfies MediaStreamConstraints;

/**
 * The first format of the preference (webm/opus, webm, mp4, wav) the browser records; '' lets the browser
 * choose when it supports none of them or cannot say.
 */
export function chooseRecordingMimeType(isTypeSupported: ((type: string) => boolean) | undefined): string {
  if (!isTypeSupported) return '';
  for (const type of RECORDING_FORMAT_PREFERENCE) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // A browser that throws for a type does not support it.
    }
  }
  return '';
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
 * The text shown for a failed upload. The server's refusals carry the text to show (too short, too large,
 * no speech, rate limited, session expired, ...), so it is shown as sent; an answer that did not come from
 * it (a proxy's 401, 413 or 415 page) still gets the matching text, and a lost connection the generic one.
 */
export function transcriptionErrorMessage(
  failure: { status?: number; code?: string; message?: string } | null | undefined,
): string {
  const status = failure?.status;
  if (status === undefined || status < 400) return FAILED_TO_TRANSCRIBE;
  if (isErrorCode(failure?.code) && failure.message) return failure.message;
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
  permission: MicrophonePermission;
  supported: boolean;
}

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'tick'; elapsedSeconds: number }
  | { type: 'stop' }
  | { type: 'transcribed'; text: string }
  | { type: 'failed'; error: string }
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
      if (!state.supported) return { ...state, error: SPEECH_RECORDING_NOT_SUPPORTED, transcript: null };
      return { ...state, status: 'initializing', elapsedSeconds: 0, transcript: null, error: null };
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
      return { ...state, status: 'idle', transcript: event.text, error: null };
    case 'failed':
      if (state.status === 'idle' && state.error === event.error) return state;
      return {
        ...state,
        status: 'idle',
        error: event.error,
        transcript: null,
        permission: event.error === MICROPHONE_ACCESS_DENIED ? 'denied' : state.permission,
      };
    case 'cancel':
      if (state.status === 'idle') return state;
      return { ...state, status: 'idle' };
    case 'dismiss':
      // An unsupported browser keeps saying so; other errors are shown for 5 seconds, then cleared.
      if (state.error === null || !state.supported) return state;
      return { ...state, error: null };
    case 'permission':
      if (state.permission === event.permission) return state;
      // Allowed again in the browser's settings: the old refusal no longer applies.
      if (event.permission !== 'denied' && state.error === MICROPHONE_ACCESS_DENIED)
        return { ...state, permission: event.permission, error: null };
      return { ...state, permission: event.permission };
  }
}

export function initialRecorderSnapshot(supported: boolean): RecorderSnapshot {
  return {
    status: 'idle',
    elapsedSeconds: 0,
    transcript: null,
    error: supported ? null : SPEECH_RECORDING_NOT_SUPPORTED,
    permission: 'prompt',
    supported,
  };
}

// ---------------------------------------------------------------------------------------------
// The recording service
// ---------------------------------------------------------------------------------------------

/** The parts of MediaRecorder the service uses. */
export interface RecorderLike {
  readonly mimeType: string;
  readonly state: 'inactive' | 'recording' | 'paused';
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: (() => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

/** What the service needs from the browser, injected so its flow can run (and be tested) without one. */
export interface RecorderEnvironment {
  supported(): boolean;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createRecorder(
    stream: MediaStream,
    options: { mimeType?: string; audioBitsPerSecond: number },
  ): RecorderLike;
  isTypeSupported?: (type: string) => boolean;
  /** The microphone permission and a way to follow its changes; undefined where browsers cannot say. */
  queryPermission?: () => Promise<{
    state: PermissionState;
    onchange: ((this: PermissionStatus, ev: Event) => unknown) | null;
  }>;
  transcribe(audio: Blob, fileName: string, signal: AbortSignal): Promise<string>;
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RecorderOptions {
  /** Shortest accepted recording: 2 s (the service's default) or 1 s (chat). */
  minSeconds?: number;
  /** Recording stops by itself after this long (60 s). */
  maxSeconds?: number;
  /** Called with each transcript, e.g. to fill a message box. */
  onTranscript?: (text: string) => void;
}

/** Only one microphone recording in the whole page at a time. */
let activeRecording: symbol | null = null;

type WatchedPermission = { onchange: ((this: PermissionStatus, ev: Event) => unknown) | null };

/**
 * The recording service: records the microphone with MediaRecorder (webm/opus first, mono, 48 kHz, ~128 kbps,
 * 500 ms chunks), counts the seconds, stops itself at 60 s, checks the recording and uploads it as
 * recording.{ext} for transcription. Every failure ends in idle with a text to show the person. A second
 * recording, here or in any other recorder of the page, is refused while one runs.
 *
 * Every public method is bound, so `const { start } = recorder` works.
 */
export class VoiceRecorder {
  private snapshot: RecorderSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly transcriptListeners = new Set<(text: string) => void>();
  /** Marks this recorder as the page's one recording. */
  private readonly identity = Symbol('recording');
  private readonly minSeconds: number;
  private readonly maxSeconds: number;
  private stream: MediaStream | null = null;
  private recorder: RecorderLike | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private ticker: unknown = null;
  private uploadController: AbortController | null = null;
  private permissionStatus: WatchedPermission | null = null;
  /** Bumped by dispose(), so a permission answer arriving after it is ignored. */
  private watchGeneration = 0;
  /** Bumped by every start and cancel, so a microphone granted to an abandoned start is let go. */
  private attempt = 0;
  /** Settles when the running recording's stop has been handled. */
  private finishing: Promise<string | null> | null = null;

  constructor(
    private readonly env: RecorderEnvironment,
    private readonly options: RecorderOptions = {},
  ) {
    this.minSeconds = options.minSeconds ?? RECORDING_MIN_SECONDS_SERVICE;
    this.maxSeconds = options.maxSeconds ?? RECORDING_MAX_SECONDS;
    this.snapshot = initialRecorderSnapshot(env.supported());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RecorderSnapshot => this.snapshot;

  /** Calls `listener` with each transcript (besides the `onTranscript` option); returns the unsubscribe. */
  addTranscriptListener = (listener: (text: string) => void): (() => void) => {
    this.transcriptListeners.add(listener);
    return () => this.transcriptListeners.delete(listener);
  };

  private dispatch(event: RecorderEvent): void {
    const next = recorderReducer(this.snapshot, event);
    if (next === this.snapshot) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Reads the microphone permission and follows its changes (prompt, granted, denied). */
  watchPermission = async (): Promise<MicrophonePermission> => {
    if (!this.env.queryPermission || this.permissionStatus) return this.snapshot.permission;
    const generation = this.watchGeneration;
    try {
      const status = await this.env.queryPermission();
      if (generation !== this.watchGeneration) return this.snapshot.permission;
      this.dispatch({ type: 'permission', permission: status.state });
      status.onchange = () => {
        const state = (status as { state: PermissionState }).state;
        this.dispatch({ type: 'permission', permission: state });
      };
      this.permissionStatus = status;
    } catch {
      // Some browsers cannot query the microphone; getUserMedia will ask.
    }
    return this.snapshot.permission;
  };

  /** Starts recording. False when refused: another recording runs, or the microphone cannot be opened. */
  start = async (): Promise<boolean> => {
    if (this.snapshot.status !== 'idle') return false;
    if (activeRecording && activeRecording !== this.identity) return false;
    this.dispatch({ type: 'start' });
    if (this.getSnapshot().status !== 'initializing') return false;
    activeRecording = this.identity;
    const attempt = ++this.attempt;

    let stream: MediaStream;
    try {
      stream = await this.env.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (error) {
      if (attempt !== this.attempt) return false;
      this.release();
      this.dispatch({ type: 'failed', error: microphoneErrorMessage(error) });
      return false;
    }
    if (attempt !== this.attempt || this.getSnapshot().status !== 'initializing') {
      // Cancelled while the browser was asking.
      stopTracks(stream);
      return false;
    }

    const mimeType = chooseRecordingMimeType(this.env.isTypeSupported);
    let recorder: RecorderLike;
    try {
      recorder = this.env.createRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
      });
    } catch (error) {
      stopTracks(stream);
      this.release();
      this.dispatch({ type: 'failed', error: microphoneAccessFailed(reasonOf(error)) });
      return false;
    }

    this.stream = stream;
    this.recorder = recorder;
    this.chunks = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    // The browser stops by itself when the microphone goes away (unplugged, revoked): keep what was said.
    recorder.onstop = () => void this.stop();
    recorder.onerror = () => void this.stop();
    try {
      recorder.start(RECORDING_CHUNK_MS);
    } catch (error) {
      this.cleanupMedia();
      this.release();
      this.dispatch({ type: 'failed', error: microphoneAccessFailed(reasonOf(error)) });
      return false;
    }
    this.startedAt = this.env.now();
    this.dispatch({ type: 'started' });
    this.ticker = this.env.setInterval(() => this.tick(), 1000);
    return true;
  };

  private tick(): void {
    const elapsedSeconds = Math.floor((this.env.now() - this.startedAt) / 1000);
    this.dispatch({ type: 'tick', elapsedSeconds });
    if (elapsedSeconds >= this.maxSeconds) void this.stop();
  }

  /**
   * Stops recording, checks the recording and transcribes it. The transcript, or null when it failed (the
   * snapshot then holds the error). Calling it again while it runs joins the same stop.
   */
  stop = (): Promise<string | null> => {
    if (this.finishing) return this.finishing;
    if (this.snapshot.status !== 'recording' || !this.recorder) return Promise.resolve(null);
    this.finishing = this.finish(this.recorder).finally(() => {
      this.finishing = null;
    });
    return this.finishing;
  };

  private async finish(recorder: RecorderLike): Promise<string | null> {
    const durationMs = Math.min(this.env.now() - this.startedAt, this.maxSeconds * 1000);
    this.clearTicker();
    this.dispatch({ type: 'stop' });
    await new Promise<void>((resolve) => {
      if (recorder.state === 'inactive') return resolve();
      recorder.onstop = () => resolve();
      recorder.onerror = () => resolve();
      try {
        recorder.stop();
      } catch {
        resolve();
      }
    });
    const mimeType = recorder.mimeType || this.chunks[0]?.type || 'audio/webm';
    const audio = new Blob(this.chunks, { type: mimeType });
    this.cleanupMedia();
    if (this.snapshot.status !== 'transcribing') return null; // cancelled

    const problem = recordingProblem({ durationMs, bytes: audio.size, minSeconds: this.minSeconds });
    if (problem) {
      this.release();
      this.dispatch({ type: 'failed', error: problem });
      return null;
    }

    const controller = new AbortController();
    this.uploadController = controller;
    try {
      const text = (await this.env.transcribe(audio, recordingFileName(mimeType), controller.signal)).trim();
      if (controller.signal.aborted) return null;
      if (!text) {
        this.dispatch({ type: 'failed', error: NO_SPEECH_IN_AUDIO });
        return null;
      }
      this.dispatch({ type: 'transcribed', text });
      this.options.onTranscript?.(text);
      for (const listener of this.transcriptListeners) listener(text);
      return text;
    } catch (error) {
      if (controller.signal.aborted) return null;
      this.dispatch({ type: 'failed', error: transcriptionErrorMessage(asFailure(error)) });
      return null;
    } finally {
      if (this.uploadController === controller) this.uploadController = null;
      this.release();
    }
  }

  /** Starts when idle, stops when recording; refused while starting or transcribing. */
  toggle = (): Promise<unknown> => {
    if (this.snapshot.status === 'idle') return this.start();
    if (this.snapshot.status === 'recording') return this.stop();
    return Promise.resolve(false);
  };

  /** Abandons the recording or transcription under way without a result. */
  cancel = (): void => {
    this.attempt++;
    this.clearTicker();
    this.uploadController?.abort();
    this.uploadController = null;
    if (this.recorder) {
      this.recorder.onstop = null;
      if (this.recorder.state !== 'inactive') {
        try {
          this.recorder.stop();
        } catch {
          // already stopped
        }
      }
    }
    this.cleanupMedia();
    this.release();
    this.dispatch({ type: 'cancel' });
  };

  /** Hides the last error (the button shows it for 5 seconds). */
  dismissError = (): void => {
    this.dispatch({ type: 'dismiss' });
  };

  /** Cancels what runs and stops following the permission; `watchPermission()` may be called again later. */
  dispose = (): void => {
    this.cancel();
    this.watchGeneration++;
    if (this.permissionStatus) this.permissionStatus.onchange = null;
    this.permissionStatus = null;
  };

  private clearTicker(): void {
    if (this.ticker !== null) this.env.clearInterval(this.ticker);
    this.ticker = null;
  }

  private cleanupMedia(): void {
    if (this.stream) stopTracks(this.stream);
    if (this.recorder) {
      this.recorder.ondataavailable = null;
      this.recorder.onstop = null;
      this.recorder.onerror = null;
    }
    this.stream = null;
    this.recorder = null;
    this.chunks = [];
  }

  private release(): void {
    if (activeRecording === this.identity) activeRecording = null;
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}

function asFailure(error: unknown): { status?: number; code?: string; message?: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { status, code, message } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** The real browser: getUserMedia, MediaRecorder, the Permissions API and the transcription endpoint. */
export function browserRecorderEnvironment(): RecorderEnvironment {
  const hasMediaRecorder = () => typeof window !== 'undefined' && typeof window.MediaRecorder === 'function';
  return {
    supported: () => hasMediaRecorder() && typeof navigator.mediaDevices?.getUserMedia === 'function',
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createRecorder: (stream, options) => new MediaRecorder(stream, options) as unknown as RecorderLike,
    isTypeSupported: hasMediaRecorder() ? (type) => MediaRecorder.isTypeSupported(type) : undefined,
    queryPermission:
      typeof navigator !== 'undefined' && typeof navigator.permissions?.query === 'function'
        ? () => navigator.permissions.query({ name: 'microphone' })
        : undefined,
    transcribe: transcribeRecording,
    now: () => Date.now(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  };
}
