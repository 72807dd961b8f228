import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '../session';
import { generateSpeech } from '../../api/voice';
import { voiceSettingsQueryOptions } from '../../api/voice-settings';
import { trackUserActivation } from './user-activation';
import { browserVoiceEnvironment } from './browser-speech';
import { VoiceOutput } from './voice-output';
import {
  voiceOutputState,
  type MessagePlaybackOptions,
  type MessagePlaybackState,
  type VoiceOutputSnapshot,
  type VoiceOutputState,
} from './voice-output-model';

const VoiceOutputContext = createContext<VoiceOutput | null>(null);

/**
 * Gives the app its one voice output service, fed with the signed-in person's saved Voice Settings (query
 * ['voice', 'settings']): a save in the Voice Settings dialog reaches every screen at once. A different
 * person (or signing out) makes it forget the previous person's audio, which is signed for them.
 */
export function VoiceOutputProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [service] = useState(
    () =>
      new VoiceOutput(
        browserVoiceEnvironment({
          loadSettings: () => queryClient.fetchQuery(voiceSettingsQueryOptions),
          generate: (input, signal) => generateSpeech(input, signal),
        }),
      ),
  );
  const personId = useMe().data?.id ?? null;
  const settings = useQuery({ ...voiceSettingsQueryOptions, enabled: personId !== null });

  useEffect(() => trackUserActivation(), []);
  useEffect(() => () => service.reset(), [service, personId]);
  useEffect(() => {
    if (settings.data) service.applySettings(settings.data);
  }, [service, settings.data]);

  return <VoiceOutputContext.Provider value={service}>{children}</VoiceOutputContext.Provider>;
}

function useVoiceOutputService(): VoiceOutput {
  const service = useContext(VoiceOutputContext);
  if (!service) throw new Error('useVoiceOutput must be used within a VoiceOutputProvider');
  return service;
}

export interface VoiceOutputHandle {
  /**
   * The service itself: a stable object with the same methods, to hand to something that lives longer than a
   * render (e.g. the practice guide: `new VoiceGuide(voice.service, script)`).
   */
  service: VoiceOutput;
  /** Initialised, muted, speaking, preloading, the chat message playing, what spoke last, the last failure. */
  state: VoiceOutputSnapshot;
  /** 'uninitialised' | 'initialised' | 'muted' | 'speaking'. */
  status: VoiceOutputState;
  speak: VoiceOutput['speak'];
  speakSequence: VoiceOutput['speakSequence'];
  preload: VoiceOutput['preload'];
  cancelPreload: VoiceOutput['cancelPreload'];
  stop: VoiceOutput['stop'];
  setMuted: VoiceOutput['setMuted'];
  toggleMute: VoiceOutput['toggleMute'];
}

/**
 * The voice output service and its state, re-rendering when the state changes. The functions are stable.
 *
 * ```ts
 * const voice = useVoiceOutput();
 * voice.speak('Breathe in slowly.', { context: 'breathing' });      // skipped (false) while busy
 * voice.preload(['Welcome.', 'Well done.'], { batchId: practiceId }); // a new batch cancels the last
 * ```
 */
export function useVoiceOutput(): VoiceOutputHandle {
  const service = useVoiceOutputService();
  const state = useSyncExternalStore(service.subscribe, service.getSnapshot);
  return useMemo(
    () => ({
      service,
      state,
      status: voiceOutputState(state),
      speak: service.speak,
      speakSequence: service.speakSequence,
      preload: service.preload,
      cancelPreload: service.cancelPreload,
      stop: service.stop,
      setMuted: service.setMuted,
      toggleMute: service.toggleMute,
    }),
    [service, state],
  );
}

export interface MessagePlayback {
  /** idle, loading or playing, for one message. */
  stateOf(messageId: string): MessagePlaybackState;
  /**
   * Plays the message, or stops it when it is the one loading or playing (another message stops first).
   * Resolves false when stopped or when neither the server nor the browser could speak it.
   */
  toggle(messageId: string, text: string, options?: MessagePlaybackOptions): Promise<boolean>;
  stop(): void;
  /** 'Failed to generate speech.' when the last message could not be played. */
  failure: string | null;
}

/**
 * Per-message playback for chat (idle, loading, playing; audio kept per message). A message still
 * playing when the screen goes away is stopped.
 */
export function useMessagePlayback(): MessagePlayback {
  const service = useVoiceOutputService();
  const state = useSyncExternalStore(service.subscribe, service.getSnapshot);
  const playingId = state.message?.id ?? null;
  const stateOf = useCallback(
    (messageId: string): MessagePlaybackState =>
      state.message?.id === messageId ? state.message.state : 'idle',
    [state.message],
  );

  // Leaving the chat stops its message; guidance elsewhere is left alone.
  useEffect(() => {
    if (playingId === null) return;
    return () => {
      if (service.getSnapshot().message?.id === playingId) service.stop();
    };
  }, [service, playingId]);

  return useMemo(
    () => ({ stateOf, toggle: service.toggleMessage, stop: service.stop, failure: state.lastFailure }),
    [service, stateOf, state.lastFailure],
  );
}
