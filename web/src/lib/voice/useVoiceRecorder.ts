import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserRecorderEnvironment } from './microphone';
import { VoiceRecorder } from './recorder';
import type { RecorderSnapshot } from './recorder-state';

export interface UseVoiceRecorderOptions {
  /** Shortest accepted recording in seconds: 2 (the speech service's rule, the default) or 1 (chat). */
  minSeconds?: number;
  /** Receives each transcript. */
  onTranscript?: (text: string) => void;
}

export interface VoiceRecorderHandle extends RecorderSnapshot {
  start: VoiceRecorder['start'];
  stop: VoiceRecorder['stop'];
  toggle: VoiceRecorder['toggle'];
  cancel: VoiceRecorder['cancel'];
  dismissError: VoiceRecorder['dismissError'];
}

/**
 * A recording service for one component: its state (idle, initializing, recording with elapsed seconds,
 * transcribing; the microphone permission; the last transcript or error) and its controls. Leaving the
 * screen abandons a recording under way.
 */
export function useVoiceRecorder(options: UseVoiceRecorderOptions = {}): VoiceRecorderHandle {
  const [recorder] = useState(
    () => new VoiceRecorder(browserRecorderEnvironment(), { minSeconds: options.minSeconds }),
  );
  const { onTranscript } = options;
  useEffect(
    () => (onTranscript ? recorder.addTranscriptListener(onTranscript) : undefined),
    [recorder, onTranscript],
  );
  useEffect(() => {
    void recorder.watchPermission();
    return () => recorder.dispose();
  }, [recorder]);
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  return {
    ...snapshot,
    start: recorder.start,
    stop: recorder.stop,
    toggle: recorder.toggle,
    cancel: recorder.cancel,
    dismissError: recorder.dismissError,
  };
}
