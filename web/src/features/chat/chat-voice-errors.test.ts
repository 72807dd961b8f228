import { describe, expect, it } from 'vitest';
import * as texts from '@flowmind/core/recording';
import { chatVoiceErrorText } from './chat-voice-errors';

describe('chatVoiceErrorText', () => {
  it('says the recorder’s own errors in the chat’s words', () => {
    expect(chatVoiceErrorText(texts.MICROPHONE_ACCESS_DENIED)).toBe(
      'Microphone access denied. Please enable in browser settings.',
    );
    expect(chatVoiceErrorText(texts.SPEECH_RECORDING_NOT_SUPPORTED)).toBe(
      'Voice recording is not supported in this browser',
    );
    expect(chatVoiceErrorText(texts.microphoneAccessFailed('Device busy'))).toBe('Failed to start recording');
    expect(chatVoiceErrorText(texts.CHAT_RECORDING_TOO_SHORT)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
    expect(chatVoiceErrorText(texts.AUDIO_TOO_SHORT_OR_QUIET)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
  });

  it('keeps any other text as it is, and falls back to "Failed to transcribe audio"', () => {
    expect(chatVoiceErrorText(texts.NO_MICROPHONE_FOUND)).toBe(texts.NO_MICROPHONE_FOUND);
    expect(chatVoiceErrorText(texts.NO_SPEECH_IN_AUDIO)).toBe(texts.NO_SPEECH_IN_AUDIO);
    expect(chatVoiceErrorText(texts.FAILED_TO_TRANSCRIBE)).toBe(texts.FAILED_TO_TRANSCRIBE);
    expect(chatVoiceErrorText('')).toBe('Failed to transcribe audio');
    expect(chatVoiceErrorText(null)).toBe('Failed to transcribe audio');
  });
});
