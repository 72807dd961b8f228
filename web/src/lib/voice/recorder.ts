import {
  NO_SPEECH_IN_AUDIO,
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_MAX_SECONDS,
  RECORDING_MIN_SECONDS_SERVICE,
  microphoneAccessFailed,
  recordingFileName,
} from '@flowmind/core/recording';
import {
  MICROPHONE_CONSTRAINTS,
  chooseRecordingMimeType,
  stopTracks,
  type RecorderEnvironment,
  type RecorderLike,
} from './microphone';
import {
  asFailure,
  isServerRefusal,
  microphoneErrorMessage,
  reasonOf,
  recordingProblem,
  transcriptionErrorMessage,
} from './recording-errors';
import {
  initialRecorderSnapshot,
  recorderReducer,
  type MicrophonePermission,
  type RecorderEvent,
  type RecorderSnapshot,
} from './recorder-state';

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
      const failure = asFailure(error);
      this.dispatch({
        type: 'failed',
        error: transcriptionErrorMessage(failure),
        fromServer: isServerRefusal(failure),
      });
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
