import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import {
  VoiceOutputProvider,
  useMessagePlayback,
  useVoiceOutput,
  type MessagePlayback,
  type VoiceOutputHandle,
} from './VoiceOutputProvider';
import { jsonResponse } from './testing/fake-microphone';
import { FakeAudio } from './testing/fake-audio';

const lastAudio = () => FakeAudio.created.at(-1);

/**
 * The server for a signed-in person with saved Voice Settings; each speech request is answered with a
 * fresh audio URL (or held until `releaseSpeech()`).
 */
function stubServer(settings: Partial<VoiceSettings> = {}, options: { holdSpeech?: boolean } = {}) {
  const speechRequests: Array<{ text: string; voice: string; speed: number }> = [];
  const held: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return jsonResponse(200, { session: { id: 's1' } });
      if (url === '/api/v1/me')
        return jsonResponse(200, {
          user: { id: 'p1', email: 'ada@example.com', name: 'Ada L', firstName: 'Ada', lastName: 'L' },
        });
      if (url === '/api/v1/voice/settings')
        return jsonResponse(200, { ...DEFAULT_VOICE_SETTINGS, ...settings });
      if (url === '/api/v1/voice/generate') {
        speechRequests.push(JSON.parse(init?.body as string) as (typeof speechRequests)[number]);
        const answer = jsonResponse(200, { audioUrl: `/api/v1/voice/audio/${speechRequests.length}` });
        if (!options.holdSpeech) return answer;
        return new Promise<Response>((resolve) => held.push(() => resolve(answer)));
      }
      throw new Error(`Unexpected request: ${url}`);
    }),
  );
  return { speechRequests, releaseSpeech: () => held.splice(0).forEach((release) => release()) };
}

function wrapperFor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <VoiceOutputProvider>{children}</VoiceOutputProvider>
      </QueryClientProvider>
    );
  };
}

function setUserActivation(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

/** Renders the voice, waiting until the person's saved settings have reached it. */
async function renderVoice() {
  const hook = renderHook(() => ({ voice: useVoiceOutput(), playback: useMessagePlayback() }), {
    wrapper: wrapperFor(),
  });
  await waitFor(() => expect(hook.result.current.voice.state.initialised).toBe(true));
  return hook;
}

beforeEach(() => {
  FakeAudio.created = [];
  vi.stubGlobal('Audio', FakeAudio);
  setUserActivation(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'userActivation');
});

describe('useVoiceOutput', () => {
  it('speaks with the saved voice, speed and volume, and is "speaking" until the audio ends', async () => {
    const server = stubServer({ voiceId: 'af_bella', speed: 1.4, volume: 0.6 });
    const { result } = await renderVoice();
    expect(result.current.voice.status).toBe('initialised');

    let spoken!: Promise<boolean>;
    act(() => void (spoken = result.current.voice.speak('Breathe in slowly.', { context: 'breathing' })));
    await waitFor(() => expect(lastAudio()?.paused).toBe(false));
    expect(result.current.voice.status).toBe('speaking');
    // The breathing speed 0.8 at the default personal speed, in the person's voice.
    expect(server.speechRequests).toEqual([{ text: 'Breathe in slowly.', voice: 'af_bella', speed: 0.8 }]);
    expect(lastAudio()).toMatchObject({ src: '/api/v1/voice/audio/1', volume: 0.6 });

    act(() => lastAudio()!.end());
    expect(await spoken).toBe(true);
    await waitFor(() => expect(result.current.voice.status).toBe('initialised'));
    expect(result.current.voice.state.lastEngine).toBe('server');
  });

  it('starts muted when the person saved it so, and muting mid-sentence stops the voice', async () => {
    const server = stubServer({ muted: true });
    const { result } = await renderVoice();
    expect(result.current.voice.status).toBe('muted');
    await act(async () => expect(await result.current.voice.speak('Welcome.')).toBe(false));
    expect(server.speechRequests).toHaveLength(0);

    act(() => void result.current.voice.toggleMute());
    expect(result.current.voice.state.muted).toBe(false);
    let spoken!: Promise<boolean>;
    act(() => void (spoken = result.current.voice.speak('Welcome.')));
    await waitFor(() => expect(result.current.voice.status).toBe('speaking'));
    await waitFor(() => expect(lastAudio()?.paused).toBe(false));

    act(() => result.current.voice.setMuted(true));
    expect(await spoken).toBe(false);
    expect(lastAudio()!.paused).toBe(true);
    await waitFor(() => expect(result.current.voice.status).toBe('muted'));
  });

  it('plays nothing before the person has interacted with the page', async () => {
    setUserActivation(false);
    const server = stubServer();
    const { result } = await renderVoice();
    await act(async () => expect(await result.current.voice.speak('Welcome.')).toBe(false));
    expect(server.speechRequests).toHaveLength(0);
    expect(FakeAudio.created).toHaveLength(0);
  });

  it('must be used inside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useVoiceOutput())).toThrow(
      'useVoiceOutput must be used within a VoiceOutputProvider',
    );
  });
});

describe('useMessagePlayback', () => {
  it('goes idle -> loading -> playing for one message, and a second press stops it', async () => {
    const server = stubServer({}, { holdSpeech: true });
    const { result } = await renderVoice();
    const playback = () => result.current.playback;

    let played!: Promise<boolean>;
    act(() => void (played = playback().toggle('m1', 'You did well today.')));
    await waitFor(() => expect(playback().stateOf('m1')).toBe('loading'));
    expect(playback().stateOf('m2')).toBe('idle');
    // At the chat's speed, 0.8.
    expect(server.speechRequests).toEqual([
      { text: 'You did well today.', voice: DEFAULT_VOICE_SETTINGS.voiceId, speed: 0.8 },
    ]);

    act(() => server.releaseSpeech());
    await waitFor(() => expect(playback().stateOf('m1')).toBe('playing'));

    act(() => void playback().toggle('m1', 'You did well today.'));
    expect(await played).toBe(false);
    await waitFor(() => expect(playback().stateOf('m1')).toBe('idle'));
    expect(lastAudio()!.paused).toBe(true);
  });

  it('plays a message the person asked for even while the voice is muted', async () => {
    stubServer({ muted: true });
    const { result } = await renderVoice();
    act(() => void result.current.playback.toggle('m1', 'Hello.'));
    await waitFor(() => expect(result.current.playback.stateOf('m1')).toBe('playing'));
    expect(result.current.voice.state.muted).toBe(true);
  });

  it('stops the message when the chat that plays it goes away', async () => {
    stubServer();
    let playback!: MessagePlayback;
    let voice!: VoiceOutputHandle;
    let leaveChat!: () => void;
    function Chat() {
      playback = useMessagePlayback();
      return null;
    }
    function Screen() {
      voice = useVoiceOutput();
      const [chatOpen, setChatOpen] = useState(true);
      leaveChat = () => setChatOpen(false);
      return chatOpen ? <Chat /> : null;
    }
    render(<Screen />, { wrapper: wrapperFor() });
    await waitFor(() => expect(voice.state.initialised).toBe(true));

    act(() => void playback.toggle('m1', 'Hello.'));
    await waitFor(() => expect(voice.state.message).toEqual({ id: 'm1', state: 'playing' }));
    act(() => leaveChat());
    await waitFor(() => expect(voice.state.message).toBeNull());
    expect(lastAudio()!.paused).toBe(true);
  });
});
