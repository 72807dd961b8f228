import { describe, expect, it } from 'vitest';
import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_TOO_SHORT,
  INVALID_AUDIO_FORMAT,
  MICROPHONE_ACCESS_DENIED,
  NO_MICROPHONE_FOUND,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_TOO_LONG,
  SPEECH_RECORDING_NOT_SUPPORTED,
  VOICE_AUTHENTICATION_FAILED,
  microphoneAccessFailed,
} from '@flowmind/core/recording';
import { chatVoiceErrorText } from './chat-voice-errors';

describe('chatVoiceErrorText', () => {
  it('says the service’s errors in the chat’s words of spec 2 section 8', () => {
    expect(chatVoiceErrorText(CHAT_RECORDING_TOO_SHORT)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
    expect(chatVoiceErrorText(RECORD_AT_LEAST_2_SECONDS)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
    expect(chatVoiceErrorText(AUDIO_TOO_SHORT_OR_QUIET)).toBe(
      'Recording too short. Please record for at least 1 second.',
    );
    expect(chatVoiceErrorText(VOICE_AUTHENTICATION_FAILED)).toBe(
      'Session expired. Please refresh the page and sign in again.',
    );
    expect(chatVoiceErrorText(NO_SPEECH_IN_AUDIO)).toBe(
      'No speech detected. Please speak clearly and try again.',
    );
    expect(chatVoiceErrorText(RECORDING_TOO_LONG)).toBe(
      'Recording too long. Please keep messages under 60 seconds.',
    );
    expect(chatVoiceErrorText(AUDIO_FILE_TOO_LARGE)).toBe(
      'Recording too long. Please keep messages under 60 seconds.',
    );
    expect(chatVoiceErrorText(INVALID_AUDIO_FORMAT)).toBe('Audio format error. Please try again.');
    expect(chatVoiceErrorText(SPEECH_RECORDING_NOT_SUPPORTED)).toBe(
      'Voice recording is not supported in this browser',
    );
    expect(chatVoiceErrorText(MICROPHONE_ACCESS_DENIED)).toBe(
      'Microphone access denied. Please enable in browser settings.',
    );
    expect(chatVoiceErrorText(microphoneAccessFailed('Device busy'))).toBe('Failed to start recording');
  });

  it('keeps any other message as it is, and falls back to "Failed to transcribe audio"', () => {
    expect(chatVoiceErrorText('Too many voice requests. Please wait a minute and try again.')).toBe(
      'Too many voice requests. Please wait a minute and try again.',
    );
    expect(chatVoiceErrorText(NO_MICROPHONE_FOUND)).toBe(NO_MICROPHONE_FOUND);
    expect(chatVoiceErrorText('')).toBe('Failed to transcribe audio');
    expect(chatVoiceErrorText(null)).toBe('Failed to transcribe audio');
  });
});
