import {
  RECORDING_CHANNELS,
  RECORDING_FORMAT_PREFERENCE,
  RECORDING_SAMPLE_RATE,
} from '@flowmind/core/recording';
import { transcribeRecording } from '../../api/voice';

/*
 * The recorder's side of the browser: how the microphone is opened and recorded (constraints, format),
 * what the recording service needs from the page, and the real page's getUserMedia, MediaRecorder,
 * Permissions API and upload.
 */

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

/** Lets go of the microphone (the browser's recording indicator goes off). */
export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
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
