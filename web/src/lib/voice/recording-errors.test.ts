import { describe, expect, it } from 'vitest';
import * as texts from '@flowmind/core/recording';
import {
  isServerRefusal,
  microphoneErrorMessage,
  recordingProblem,
  transcriptionErrorMessage,
} from './recording-errors';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('error texts', () => {
  it('maps microphone failures to the spec texts', () => {
    expect(microphoneErrorMessage(domError('NotAllowedError', 'Permission denied'))).toBe(
      texts.MICROPHONE_ACCESS_DENIED,
    );
    expect(microphoneErrorMessage(domError('SecurityError'))).toBe(texts.MICROPHONE_ACCESS_DENIED);
    expect(microphoneErrorMessage(domError('NotFoundError', 'Requested device not found'))).toBe(
      texts.NO_MICROPHONE_FOUND,
    );
    expect(microphoneErrorMessage(domError('NotReadableError', 'Device in use'))).toBe(
      'Failed to access microphone: Device in use',
    );
    expect(microphoneErrorMessage(domError('AbortError'))).toBe('Failed to access microphone: AbortError');
    expect(microphoneErrorMessage(null)).toBe('Failed to access microphone: unknown error');
  });

  it("shows the server's text for its refusals", () => {
    // What POST /api/v1/voice/transcribe answers, code and message as the server sends them.
    const refusals: Array<[number, string, string]> = [
      [401, 'unauthorized', texts.VOICE_AUTHENTICATION_FAILED],
      [413, 'audio_too_large', texts.AUDIO_FILE_TOO_LARGE],
      [415, 'invalid_audio_format', texts.INVALID_AUDIO_FORMAT],
      [400, 'invalid_audio_format', texts.INVALID_AUDIO_FORMAT],
      [422, 'no_speech_detected', texts.NO_SPEECH_IN_AUDIO],
      [400, 'recording_too_short', texts.RECORD_AT_LEAST_2_SECONDS],
      [400, 'audio_too_short_or_quiet', texts.AUDIO_TOO_SHORT_OR_QUIET],
      [400, 'no_audio', texts.NO_AUDIO_DATA],
      [400, 'recording_too_long', texts.RECORDING_TOO_LONG],
      [429, 'rate_limited', 'Too many voice requests. Please wait a minute and try again.'],
      [503, 'speech_to_text_unavailable', 'Speech-to-text is not available on this server: no model'],
    ];
    for (const [status, code, message] of refusals) {
      expect(transcriptionErrorMessage({ status, code, message })).toBe(message);
    }
  });

  it('tells the server’s own refusals from answers and failures that never came from it', () => {
    // The server answered with `{ error: { code, message } }`: its message is the text to show.
    expect(
      isServerRefusal({ status: 422, code: 'no_speech_detected', message: texts.NO_SPEECH_IN_AUDIO }),
    ).toBe(true);
    expect(isServerRefusal({ status: 429, code: 'rate_limited', message: 'Too many voice requests.' })).toBe(
      true,
    );
    // A proxy's page (the client made up the code), a lost connection, nothing at all.
    expect(isServerRefusal({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' })).toBe(false);
    expect(isServerRefusal({ status: 415, code: 'INVALID_RESPONSE', message: 'Unexpected.' })).toBe(false);
    expect(isServerRefusal({ message: 'Failed to fetch' })).toBe(false);
    expect(isServerRefusal({ status: 400, code: 'no_audio', message: '' })).toBe(false);
    expect(isServerRefusal(null)).toBe(false);
  });

  it('names an answer that did not come from the server by its status', () => {
    // A proxy's page: no `{ error: { code, message } }` body, so the client made up the code.
    expect(transcriptionErrorMessage({ status: 401, code: 'HTTP_401', message: 'Unauthorized' })).toBe(
      texts.VOICE_AUTHENTICATION_FAILED,
    );
    expect(transcriptionErrorMessage({ status: 413 })).toBe(texts.AUDIO_FILE_TOO_LARGE);
    expect(
      transcriptionErrorMessage({
        status: 415,
        code: 'INVALID_RESPONSE',
        message: 'The server sent an unexpected response.',
      }),
    ).toBe(texts.INVALID_AUDIO_FORMAT);
    expect(transcriptionErrorMessage({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' })).toBe(
      'Bad Gateway',
    );
    expect(transcriptionErrorMessage({ status: 500 })).toBe(texts.FAILED_TO_TRANSCRIBE);
    // A lost connection has no status: the generic text rather than the browser's "Failed to fetch".
    expect(transcriptionErrorMessage({ message: 'Failed to fetch' })).toBe(texts.FAILED_TO_TRANSCRIBE);
    expect(transcriptionErrorMessage(null)).toBe(texts.FAILED_TO_TRANSCRIBE);
  });

  it('checks a recording before upload: empty, too short for its minimum, under 5 KB', () => {
    expect(recordingProblem({ durationMs: 3000, bytes: 0, minSeconds: 2 })).toBe(texts.NO_AUDIO_DATA);
    expect(recordingProblem({ durationMs: 1999, bytes: 20_000, minSeconds: 2 })).toBe(
      texts.RECORD_AT_LEAST_2_SECONDS,
    );
    expect(recordingProblem({ durationMs: 900, bytes: 20_000, minSeconds: 1 })).toBe(
      texts.CHAT_RECORDING_TOO_SHORT,
    );
    expect(recordingProblem({ durationMs: 1500, bytes: 20_000, minSeconds: 1 })).toBeNull();
    expect(recordingProblem({ durationMs: 3000, bytes: 5 * 1024 - 1, minSeconds: 2 })).toBe(
      texts.AUDIO_TOO_SHORT_OR_QUIET,
    );
    expect(recordingProblem({ durationMs: 3000, bytes: 5 * 1024, minSeconds: 2 })).toBeNull();
  });
});
