import { afterEach, describe, expect, it, vi } from 'vitest';
import * as texts from '@flowmind/core/recording';
import type { RecorderEnvironment, RecorderLike } from './microphone';
import { VoiceRecorder } from './recorder';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

// ---------------------------------------------------------------------------------------------
// The service's flow with a fake browser
// ---------------------------------------------------------------------------------------------

class FakeMediaRecorder implements RecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly mimeType: string,
    readonly audioBitsPerSecond: number,
    private readonly bytes: number,
  ) {}
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.ondataavailable?.({ data: new Blob([new Uint8Array(this.bytes)], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

function fakeEnvironment(
  options: {
    bytes?: number;
    getUserMedia?: () => Promise<MediaStream>;
    transcribe?: RecorderEnvironment['transcribe'];
    permission?: PermissionState;
  } = {},
) {
  const tracks = [{ stop: vi.fn() }];
  const recorders: FakeMediaRecorder[] = [];
  const uploads: Array<{ audio: Blob; fileName: string }> = [];
  const permission = { state: options.permission ?? 'prompt', onchange: null } as {
    state: PermissionState;
    onchange: ((this: PermissionStatus, ev: Event) => unknown) | null;
  };
  const env: RecorderEnvironment = {
    supported: () => true,
    getUserMedia:
      options.getUserMedia ?? (() => Promise.resolve({ getTracks: () => tracks } as unknown as MediaStream)),
    createRecorder: (_stream, recorderOptions) => {
      const recorder = new FakeMediaRecorder(
        recorderOptions.mimeType ?? 'audio/webm',
        recorderOptions.audioBitsPerSecond,
        options.bytes ?? 40_000,
      );
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (type) => type === 'audio/webm;codecs=opus',
    queryPermission: () => Promise.resolve(permission),
    transcribe:
      options.transcribe ??
      ((audio, fileName) => {
        uploads.push({ audio, fileName });
        return Promise.resolve('had he married a more amiable woman');
      }),
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { env, tracks, recorders, uploads, permission };
}

describe('the recording service', () => {
  let recorder: VoiceRecorder | undefined;
  afterEach(() => {
    recorder?.dispose();
    recorder = undefined;
    vi.useRealTimers();
  });

  /** Starts recording on fake timers in the given fake browser. */
  async function startRecording(fake: ReturnType<typeof fakeEnvironment>): Promise<VoiceRecorder> {
    vi.useFakeTimers();
    const started = new VoiceRecorder(fake.env);
    await started.start();
    return started;
  }

  it('records webm/opus at 128 kbps in 500 ms chunks, ticks each second and uploads recording.webm', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    const transcripts: string[] = [];
    recorder = new VoiceRecorder(fake.env, { onTranscript: (text) => transcripts.push(text) });
    expect(await recorder.start()).toBe(true);
    expect(recorder.getSnapshot().status).toBe('recording');
    expect(fake.recorders[0]).toMatchObject({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 128_000,
      timeslice: 500,
    });

    await vi.advanceTimersByTimeAsync(3000);
    expect(recorder.getSnapshot().elapsedSeconds).toBe(3);

    const stopping = recorder.stop();
    expect(recorder.getSnapshot().status).toBe('transcribing');
    expect(await stopping).toBe('had he married a more amiable woman');
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      transcript: 'had he married a more amiable woman',
      error: null,
    });
    expect(transcripts).toEqual(['had he married a more amiable woman']);
    expect(fake.uploads[0]!.fileName).toBe('recording.webm');
    expect(fake.uploads[0]!.audio.size).toBe(40_000);
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
  });

  it('refuses a second recording while one runs, in the same service or another', async () => {
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    const other = new VoiceRecorder(fake.env);
    expect(await recorder.start()).toBe(true);
    expect(await recorder.start()).toBe(false);
    expect(await other.start()).toBe(false);
    expect(fake.recorders).toHaveLength(1);
    recorder.cancel();
    expect(await other.start()).toBe(true);
    other.dispose();
  });

  it('stops by itself at 60 seconds', async () => {
    const fake = fakeEnvironment();
    recorder = await startRecording(fake);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(recorder.getSnapshot()).toMatchObject({ status: 'recording', elapsedSeconds: 59 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(recorder!.getSnapshot().status).toBe('idle'));
    expect(recorder.getSnapshot()).toMatchObject({ elapsedSeconds: 60 });
    expect(recorder.getSnapshot().transcript).toBeTruthy();
    expect(fake.uploads).toHaveLength(1);
  });

  it('refuses a recording shorter than its minimum without uploading: 2 s by default, 1 s for chat', async () => {
    const fake = fakeEnvironment();
    recorder = await startRecording(fake);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await recorder.stop()).toBeNull();
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', error: texts.RECORD_AT_LEAST_2_SECONDS });

    const chat = new VoiceRecorder(fake.env, { minSeconds: 1 });
    await chat.start();
    await vi.advanceTimersByTimeAsync(500);
    await chat.stop();
    expect(chat.getSnapshot().error).toBe(texts.CHAT_RECORDING_TOO_SHORT);
    await chat.start();
    await vi.advanceTimersByTimeAsync(1200);
    expect(await chat.stop()).toBeTruthy();
    chat.dispose();
    expect(fake.uploads).toHaveLength(1);
  });

  it('refuses a near-silent recording under 5 KB', async () => {
    const fake = fakeEnvironment({ bytes: 3000 });
    recorder = await startRecording(fake);
    await vi.advanceTimersByTimeAsync(3000);
    await recorder.stop();
    expect(recorder.getSnapshot().error).toBe(texts.AUDIO_TOO_SHORT_OR_QUIET);
    expect(fake.uploads).toHaveLength(0);
  });

  it('says when the microphone is denied or missing, and follows permission changes', async () => {
    const denied = fakeEnvironment({ getUserMedia: () => Promise.reject(domError('NotAllowedError')) });
    recorder = new VoiceRecorder(denied.env);
    expect(await recorder.start()).toBe(false);
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      error: texts.MICROPHONE_ACCESS_DENIED,
      permission: 'denied',
    });
    recorder.dispose();

    const missing = fakeEnvironment({ getUserMedia: () => Promise.reject(domError('NotFoundError')) });
    recorder = new VoiceRecorder(missing.env);
    await recorder.start();
    expect(recorder.getSnapshot().error).toBe(texts.NO_MICROPHONE_FOUND);
    recorder.dispose();

    const watched = fakeEnvironment({ permission: 'prompt' });
    recorder = new VoiceRecorder(watched.env);
    expect(await recorder.watchPermission()).toBe('prompt');
    watched.permission.state = 'granted';
    watched.permission.onchange?.call({} as PermissionStatus, new Event('change'));
    expect(recorder.getSnapshot().permission).toBe('granted');
  });

  it('shows the spec text for an empty transcript and for a server refusal', async () => {
    const empty = fakeEnvironment({ transcribe: () => Promise.resolve('   ') });
    recorder = await startRecording(empty);
    await vi.advanceTimersByTimeAsync(2500);
    await recorder.stop();
    expect(recorder.getSnapshot()).toMatchObject({ error: texts.NO_SPEECH_IN_AUDIO, errorFromServer: false });
    recorder.dispose();

    const expired = fakeEnvironment({
      transcribe: () =>
        Promise.reject(
          Object.assign(new Error(texts.VOICE_AUTHENTICATION_FAILED), { status: 401, code: 'unauthorized' }),
        ),
    });
    recorder = new VoiceRecorder(expired.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(2500);
    await recorder.stop();
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      error: texts.VOICE_AUTHENTICATION_FAILED,
      errorFromServer: true,
    });
  });

  it('says "Failed to transcribe audio" in its own words when the upload never reached the server', async () => {
    const offline = fakeEnvironment({ transcribe: () => Promise.reject(new TypeError('Failed to fetch')) });
    recorder = await startRecording(offline);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await recorder.stop()).toBeNull();
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      error: texts.FAILED_TO_TRANSCRIBE,
      errorFromServer: false,
    });
  });

  it('lets go of a microphone granted to a start that was cancelled meanwhile', async () => {
    const grants: Array<(stream: MediaStream) => void> = [];
    const tracks = [{ stop: vi.fn() }];
    const fake = fakeEnvironment({
      getUserMedia: () => new Promise<MediaStream>((resolve) => grants.push(resolve)),
    });
    recorder = new VoiceRecorder(fake.env);
    const first = recorder.start();
    expect(recorder.getSnapshot().status).toBe('initializing');
    recorder.cancel();
    expect(recorder.getSnapshot().status).toBe('idle');
    const second = recorder.start();
    grants[0]!({ getTracks: () => tracks } as unknown as MediaStream);
    expect(await first).toBe(false);
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.recorders).toHaveLength(0);
    grants[1]!({ getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream);
    expect(await second).toBe(true);
    expect(fake.recorders).toHaveLength(1);
  });

  it('transcribes what was said when the browser stops the recording by itself (microphone gone)', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    const heard: string[] = [];
    const unsubscribe = recorder.addTranscriptListener((text) => heard.push(text));
    await recorder.toggle();
    await vi.advanceTimersByTimeAsync(3000);
    fake.recorders[0]!.stop();
    await vi.waitFor(() => expect(recorder!.getSnapshot().status).toBe('idle'));
    expect(heard).toEqual(['had he married a more amiable woman']);
    unsubscribe();
  });

  it('toggle() starts, then stops; presses while starting or transcribing are ignored', async () => {
    vi.useFakeTimers();
    let answer: (text: string) => void = () => undefined;
    const fake = fakeEnvironment({
      transcribe: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    recorder = new VoiceRecorder(fake.env);
    await recorder.toggle();
    expect(recorder.getSnapshot().status).toBe('recording');
    await vi.advanceTimersByTimeAsync(2500);
    const stopping = recorder.toggle();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.getSnapshot().status).toBe('transcribing');
    expect(await recorder.toggle()).toBe(false);
    answer('hello');
    await stopping;
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', transcript: 'hello' });
  });

  it('cancelling during transcription drops the answer', async () => {
    vi.useFakeTimers();
    let uploadSignal: AbortSignal | undefined;
    const fake = fakeEnvironment({
      transcribe: (_audio, _name, signal) => {
        uploadSignal = signal;
        return new Promise(() => undefined);
      },
    });
    recorder = new VoiceRecorder(fake.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(2500);
    void recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    recorder.cancel();
    expect(uploadSignal?.aborted).toBe(true);
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', transcript: null, error: null });
  });

  it('says so where the browser cannot record', async () => {
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder({ ...fake.env, supported: () => false });
    expect(recorder.getSnapshot().error).toBe(texts.SPEECH_RECORDING_NOT_SUPPORTED);
    expect(await recorder.start()).toBe(false);
    expect(fake.recorders).toHaveLength(0);
  });
});
