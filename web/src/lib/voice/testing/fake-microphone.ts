import { vi } from 'vitest';

/*
 * A browser microphone for tests in the simulated DOM, which has neither getUserMedia nor MediaRecorder:
 * a microphone that is granted (or denied), a MediaRecorder that hands over its recording when stopped,
 * and the transcription endpoint answered by a stubbed fetch.
 */

/** MediaRecorder as far as the recorder uses it: stop() delivers `bytes` of audio, then `stop`. */
export class FakeMediaRecorder {
  static created: FakeMediaRecorder[] = [];
  static bytes = 40_000;
  static isTypeSupported(type: string): boolean {
    return type === 'audio/webm;codecs=opus';
  }
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: MediaStream, options: { mimeType?: string } = {}) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.created.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.ondataavailable?.({
        data: new Blob([new Uint8Array(FakeMediaRecorder.bytes)], { type: this.mimeType }),
      });
      this.onstop?.();
    });
  }
}

export interface FakeMicrophone {
  getUserMedia: ReturnType<typeof vi.fn>;
  /** The microphone's track: stopped once the recorder lets go of it. */
  track: { stop: ReturnType<typeof vi.fn> };
  recorders: FakeMediaRecorder[];
}

/**
 * Gives the page a microphone and MediaRecorder. `denied` answers the permission prompt No, `bytes` is the
 * size of each recording. `installFakeMicrophone({ unsupported: true })` leaves MediaRecorder out.
 */
export function installFakeMicrophone(
  options: { denied?: boolean; bytes?: number; unsupported?: boolean } = {},
): FakeMicrophone {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    options.denied
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  );
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  FakeMediaRecorder.created = [];
  FakeMediaRecorder.bytes = options.bytes ?? 40_000;
  if (!options.unsupported) vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return { getUserMedia, track, recorders: FakeMediaRecorder.created };
}

/** Takes the microphone away again (call after each test, with `vi.unstubAllGlobals()`). */
export function removeFakeMicrophone(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A promise resolved from outside, to hold an answer back until the test lets it through. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/**
 * Answers POST /api/v1/voice/transcribe with `answer` (a Response, or one to come), and records each
 * upload's file. Any other request fails the test.
 */
export function stubTranscription(answer: () => Response | Promise<Response>) {
  const uploads: File[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url !== '/api/v1/voice/transcribe') throw new Error(`Unexpected request: ${url}`);
    const audio = (init?.body as FormData).get('audio');
    if (audio instanceof File) uploads.push(audio);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, uploads };
}
