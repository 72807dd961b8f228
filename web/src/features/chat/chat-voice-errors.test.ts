import { describe, expect, it } from 'vitest';
import {
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_TOO_SHORT,
  FAILED_TO_TRANSCRIBE,
  MICROPHONE_ACCESS_DENIED,
  NO_MICROPHONE_FOUND,
  NO_SPEECH_IN_AUDIO,
  SPEECH_RECORDING_NOT_SUPPORTED,
  microphoneAccessFailed,
} from '@flowmind/core/recording';
import { chatVoiceErrorText } from './chat-voice-errors';

describe('chatVoiceErrorText', () => {
  it('says the recorder’s own errors in the chat’s words', () => {
    expect(chatVoiceErrorText(MICROPHONE_ACCESS_DENIED)).toBe(
      'Microphone access denied. Please enable in browser settings.',
    );
    expect(chatVoiceErrorText(SPEECH_RECORDING_NOT_SUPPORTED)).toBe(
      'Voice recording is not supported in this browser',
    );
    expect(chatVoiceErrorText(microphoneAccessFailed('Device busy'))).toBe('Failed to start recording');
    expect(chatVoiceErrorText(CHAT_RECORDING_TOO_SHORT)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
    expect(chatVoiceErrorText(AUDIO_TOO_SHORT_OR_QUIET)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
  });

  it('keeps any other text as it is, and falls back to "Failed to transcribe audio"', () => {
    expect(chatVoiceErrorText(NO_MICROPHONE_FOUND)).toBe(NO_MICROPHONE_FOUND);
    expect(chatVoiceErrorText(NO_SPEECH_IN_AUDIO)).toBe(NO_SPEECH_IN_AUDIO);
    expect(chatVoiceErrorText(FAILED_TO_TRANSCRIBE)).toBe(FAILED_TO_TRANSCRIBE);
    expect(chatVoiceErrorText('')).toBe('Failed to transcribe audio');
    expect(chatVoiceErrorText(null)).toBe('Failed to transcribe audio');
  });
});
