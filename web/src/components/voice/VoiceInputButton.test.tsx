import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as texts from '@flowmind/core/recording';
import {
  deferred,
  installFakeMicrophone,
  jsonResponse,
  stubTranscription,
} from '../../lib/voice/testing/fake-microphone';
import { elapse, resetRecorderTestsEachTime, SENTENCE } from '../../lib/voice/testing/recorder-test-setup';
import { VoiceInputButton } from './VoiceInputButton';

// The coach's voice, which the button silences before it listens.
const voice = vi.hoisted(() => ({ stop: vi.fn() }));
vi.mock('../../lib/voice/VoiceOutputProvider', () => ({ useVoiceOutput: () => voice }));

/** Presses the button and lets the microphone (or the upload) answer. */
async function press(button: HTMLElement) {
  fireEvent.click(button);
  await elapse();
}

const status = () => screen.getByRole('status').textContent;

resetRecorderTestsEachTime();
beforeEach(() => {
  voice.stop.mockClear();
});

describe('VoiceInputButton', () => {
  it('silences the coach, then shows the running time while recording', async () => {
    installFakeMicrophone();
    stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    render(<VoiceInputButton onTranscript={vi.fn()} />);
    const start = screen.getByRole('button', { name: 'Start voice input' });
    expect(start.title).toBe('Speak instead of typing');

    await press(start);
    expect(voice.stop).toHaveBeenCalledOnce();
    const stop = screen.getByRole('button', { name: 'Stop recording, 0:00' });
    expect(status()).toBe('Recording. Press the button again to stop.');
    await elapse(7000);
    expect(screen.getByRole('button', { name: 'Stop recording, 0:07' })).toBe(stop);
    expect(stop.textContent).toBe('0:07');
    expect(stop.title).toBe('Recording 0:07 of 1:00. Press to stop, Escape to cancel.');
  });

  it('shows "Transcribing…" while the upload runs, ignores presses meanwhile, then hands over the text', async () => {
    installFakeMicrophone();
    const answer = deferred<Response>();
    const server = stubTranscription(() => answer.promise);
    const onTranscript = vi.fn();
    render(<VoiceInputButton onTranscript={onTranscript} />);

    await press(screen.getByRole('button', { name: 'Start voice input' }));
    await elapse(2500);
    await press(screen.getByRole('button', { name: /^Stop recording/ }));
    const transcribing = screen.getByRole('button', { name: 'Transcribing…' });
    expect(transcribing.getAttribute('aria-busy')).toBe('true');
    expect(status()).toBe('Transcribing your recording.');
    await press(transcribing);
    expect(server.fetch).toHaveBeenCalledOnce();

    answer.resolve(jsonResponse(200, { text: SENTENCE }));
    await elapse();
    expect(onTranscript).toHaveBeenCalledExactlyOnceWith(SENTENCE);
    expect(screen.getByRole('button', { name: 'Start voice input' }).getAttribute('aria-busy')).toBeNull();
    expect(status()).toBe('Transcript ready.');
  });

  it('disables itself when the microphone is denied, and shows the error for 5 seconds', async () => {
    installFakeMicrophone({ denied: true });
    const onError = vi.fn();
    render(<VoiceInputButton onTranscript={vi.fn()} onError={onError} />);

    await press(screen.getByRole('button', { name: 'Start voice input' }));
    const denied = screen.getByRole('button', { name: 'Mic access denied' });
    expect((denied as HTMLButtonElement).disabled).toBe(true);
    expect(denied.title).toBe(texts.MIC_ACCESS_DENIED_TOOLTIP);
    expect(screen.getByRole('alert').textContent).toBe(texts.MICROPHONE_ACCESS_DENIED);
    expect(onError).toHaveBeenCalledExactlyOnceWith(texts.MICROPHONE_ACCESS_DENIED);

    await elapse(4900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await elapse(100);
    expect(screen.queryByRole('alert')).toBeNull();
    // The button itself keeps saying so.
    expect(screen.getByRole('button', { name: 'Mic access denied' }).textContent).toBe('Mic access denied');
  });

  it("shows the server's message as sent, and rewords only errors that never reached it", async () => {
    installFakeMicrophone();
    stubTranscription(() =>
      jsonResponse(422, { error: { code: 'no_speech_detected', message: texts.NO_SPEECH_IN_AUDIO } }),
    );
    const formatError = (message: string) => `In the screen's words: ${message}`;
    render(<VoiceInputButton onTranscript={vi.fn()} minSeconds={1} formatError={formatError} />);

    await press(screen.getByRole('button', { name: 'Start voice input' }));
    await elapse(2500);
    await press(screen.getByRole('button', { name: /^Stop recording/ }));
    await elapse();
    expect(screen.getByRole('alert').textContent).toBe(texts.NO_SPEECH_IN_AUDIO);

    // Too short: refused here, before any upload, so the screen's own words apply.
    await press(screen.getByRole('button', { name: 'Start voice input' }));
    await elapse(500);
    await press(screen.getByRole('button', { name: /^Stop recording/ }));
    expect(screen.getByRole('alert').textContent).toBe(
      `In the screen's words: ${texts.CHAT_RECORDING_TOO_SHORT}`,
    );
  });

  it('abandons the recording on Escape, without uploading it', async () => {
    const microphone = installFakeMicrophone();
    const server = stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    const onTranscript = vi.fn();
    render(<VoiceInputButton onTranscript={onTranscript} />);

    await press(screen.getByRole('button', { name: 'Start voice input' }));
    await elapse(3000);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Stop recording/ }), { key: 'Escape' });
    await elapse(1000);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeTruthy();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(onTranscript).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in words, and for good, that a browser cannot record', () => {
    installFakeMicrophone({ unsupported: true });
    render(
      <VoiceInputButton
        variant="labelled"
        onTranscript={vi.fn()}
        formatError={(message) =>
          message === texts.SPEECH_RECORDING_NOT_SUPPORTED ? 'No voice here' : message
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'No voice here' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('No voice here')).toHaveLength(2);
  });
});
