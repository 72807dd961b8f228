import { describe, expect, it } from 'vitest';
import { GenerateSpeechInput } from './contracts/voice';
import {
  splitForSpeech,
  CHAT_PLAYBACK_SPEED,
  CONTEXT_SPEEDS,
  DEFAULT_SERVICE_VOICE,
  DEFAULT_SETTINGS_VOICE,
  DEFAULT_SPEED,
  DEFAULT_VOLUME,
  GUIDANCE_VOLUME,
  SPEED_MAX,
  SPEED_MIN,
  VOICE_IDS,
  VOICE_OPTIONS,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  clampSpeed,
  clampVolume,
  findVoice,
  isVoiceId,
  speedFor,
} from './voice';
import { COACH_VOICES, coachVoiceFor } from './coach-voices';
import { COACH_PERSONALITIES } from './voice';
import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  FAILED_TO_GENERATE_SPEECH,
  INVALID_AUDIO_FORMAT,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_CHUNK_MS,
  RECORDING_FORMAT_PREFERENCE,
  RECORDING_MAX_SECONDS,
  RECORDING_MIN_BYTES,
  RECORDING_MIN_SECONDS_CHAT,
  RECORDING_MIN_SECONDS_SERVICE,
  RECORDING_TOO_LONG,
  VOICE_AUTHENTICATION_FAILED,
  microphoneAccessFailed,
  recordingFileName,
  voiceApiHttpError,
} from './recording';

describe('voices', () => {
  it('lists the spec voices with id, name, description and language, ids unique', () => {
    for (const id of [
      'af_bella',
      'af_nicole',
      'af_sarah',
      'af_sky',
      'am_adam',
      'am_michael',
      'bf_emma',
      'bm_george',
    ]) {
      expect(isVoiceId(id), id).toBe(true);
    }
    expect(new Set(VOICE_IDS).size).toBe(VOICE_OPTIONS.length);
    for (const voice of VOICE_OPTIONS) {
      expect(voice.name).toBeTruthy();
      expect(voice.description).toBeTruthy();
      expect(voice.lang).toBe(voice.id.startsWith('b') ? 'en-GB' : 'en-US');
      expect(voice.gender).toBe(voice.id[1] === 'f' ? 'female' : 'male');
    }
    expect(findVoice('nobody')).toBeUndefined();
  });

  it('defaults to af_bella in the service and af_nicole in the settings dialog', () => {
    expect(DEFAULT_SERVICE_VOICE).toBe('af_bella');
    expect(DEFAULT_SETTINGS_VOICE).toBe('af_nicole');
  });

  it('has 23 named coach voices, each with its own voice, speed, volume and personality', () => {
    expect(COACH_VOICES).toHaveLength(23);
    expect(new Set(COACH_VOICES.map((voice) => voice.id)).size).toBe(23);
    for (const voice of COACH_VOICES) {
      expect(isVoiceId(voice.voice), voice.id).toBe(true);
      expect(COACH_PERSONALITIES).toContain(voice.personality);
      expect(voice.speed).toBeGreaterThanOrEqual(SPEED_MIN);
      expect(voice.speed).toBeLessThanOrEqual(SPEED_MAX);
      expect(voice.volume).toBeGreaterThan(0);
      expect(voice.volume).toBeLessThanOrEqual(1);
    }
    for (const personality of COACH_PERSONALITIES) {
      expect(COACH_VOICES.filter((voice) => voice.personality === personality).length).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it('finds a coach voice by name or slug, else by personality keeping a known voice id', () => {
    expect(coachVoiceFor({ name: 'Maya Serrano' })).toMatchObject({
      voice: 'af_sarah',
      personality: 'calm_wise',
    });
    expect(coachVoiceFor({ slug: 'leo-hartwell' })).toMatchObject({
      voice: 'am_adam',
      personality: 'energetic_motivator',
    });
    const unnamed = coachVoiceFor({
      name: 'Zoë Ng',
      personality: 'energetic_motivator',
      voiceId: 'bf_alice',
    });
    expect(unnamed).toMatchObject({
      id: 'zoe-ng',
      name: 'Zoë Ng',
      voice: 'bf_alice',
      personality: 'energetic_motivator',
    });
    expect(unnamed.speed).toBeGreaterThan(1);
    expect(coachVoiceFor({ name: 'Someone', voiceId: 'not-a-voice' })).toMatchObject({
      personality: 'warm_professional',
    });
    expect(isVoiceId(coachVoiceFor({ name: 'Someone', voiceId: 'not-a-voice' }).voice)).toBe(true);
  });
});

describe('speeds and volumes', () => {
  it('keeps the spec values', () => {
    expect(DEFAULT_SPEED).toBe(1.4);
    expect([SPEED_MIN, SPEED_MAX]).toEqual([0.5, 2]);
    expect(CHAT_PLAYBACK_SPEED).toBe(0.8);
    expect([DEFAULT_VOLUME, GUIDANCE_VOLUME]).toEqual([0.9, 0.8]);
    expect([VOLUME_MIN, VOLUME_MAX, VOLUME_STEP]).toEqual([0, 1, 0.1]);
    expect(CONTEXT_SPEEDS).toEqual({
      instruction: 0.9,
      encouragement: 1,
      breathing: 0.8,
      meditation: 0.7,
      completion: 0.9,
    });
  });

  it('gives context speeds, varied per personality', () => {
    expect(speedFor('meditation')).toBe(0.7);
    expect(speedFor('breathing', null)).toBe(0.8);
    expect(speedFor('instruction', 'unknown')).toBe(0.9);
    expect(speedFor('meditation', 'calm_wise')).toBeLessThan(speedFor('meditation'));
    expect(speedFor('encouragement', 'energetic_motivator')).toBeGreaterThan(speedFor('encouragement'));
    for (const personality of COACH_PERSONALITIES) {
      // Within every personality, meditation stays the slowest context and encouragement the fastest.
      expect(speedFor('meditation', personality)).toBeLessThan(speedFor('breathing', personality));
      expect(speedFor('encouragement', personality)).toBeGreaterThanOrEqual(
        speedFor('instruction', personality),
      );
    }
  });

  it('clamps volume to 0-1 and speed to 0.5-2', () => {
    expect(clampVolume(1.5)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.4)).toBe(0.4);
    expect(clampVolume(Number.NaN)).toBe(0.9);
    expect(clampSpeed(3)).toBe(2);
    expect(clampSpeed(0.1)).toBe(0.5);
  });
});

describe('recording', () => {
  it('keeps the spec limits and format preference', () => {
    expect(RECORDING_MAX_SECONDS).toBe(60);
    expect(RECORDING_MIN_SECONDS_SERVICE).toBe(2);
    expect(RECORDING_MIN_SECONDS_CHAT).toBe(1);
    expect(RECORDING_MIN_BYTES).toBe(5 * 1024);
    expect(RECORDING_CHUNK_MS).toBe(500);
    expect(RECORDING_FORMAT_PREFERENCE).toEqual([
      'audio/webm;codecs=opus',
      'audio/webm',
      'audio/mp4',
      'audio/wav',
    ]);
  });

  it('names uploads recording.{ext} from the recorder type', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('audio/mp4')).toBe('recording.mp4');
    expect(recordingFileName('audio/wav')).toBe('recording.wav');
    expect(recordingFileName('')).toBe('recording.webm');
  });
});

describe('error texts', () => {
  it('are the spec texts, verbatim', () => {
    expect(RECORD_AT_LEAST_2_SECONDS).toBe('Please record for at least 2 seconds.');
    expect(AUDIO_TOO_SHORT_OR_QUIET).toBe(
      'Audio recording too short or microphone level too low. Please speak louder and record for at least 2-3 seconds.',
    );
    expect(RECORDING_TOO_LONG).toBe('Recording too long. Please keep messages under 60 seconds.');
    expect(AUDIO_FILE_TOO_LARGE).toBe('Audio file too large. Please record a shorter message.');
    expect(INVALID_AUDIO_FORMAT).toBe('Invalid audio format. Please try again.');
    expect(NO_SPEECH_IN_AUDIO).toBe('No speech detected in audio. Please try speaking more clearly.');
    expect(VOICE_AUTHENTICATION_FAILED).toBe('Authentication failed. Please sign in again.');
    expect(FAILED_TO_GENERATE_SPEECH).toBe('Failed to generate speech.');
    expect(microphoneAccessFailed('NotReadableError')).toBe('Failed to access microphone: NotReadableError');
    expect(voiceApiHttpError(502, 'Bad Gateway')).toBe('Voice API HTTP 502: Bad Gateway');
  });
});

describe('GenerateSpeechInput', () => {
  it('trims text, defaults voice and speed, and refuses bad values with a message', () => {
    expect(GenerateSpeechInput.parse({ text: '  Breathe in.  ' })).toEqual({
      text: 'Breathe in.',
      voice: 'af_bella',
      speed: 1.4,
    });
    const refusals: Array<[unknown, string]> = [
      [{ text: '   ' }, 'Enter some text to speak.'],
      [{ text: 'x'.repeat(1001) }, 'Text can be at most 1000 characters.'],
      [{ text: 'Hi', voice: 'robot' }, 'Choose one of the available voices.'],
      [{ text: 'Hi', speed: 2.5 }, 'Speed must be between 0.5 and 2.'],
      [{ text: 'Hi', speed: 'fast' }, 'Speed must be between 0.5 and 2.'],
      [{}, 'Enter some text to speak.'],
    ];
    for (const [input, message] of refusals) {
      const result = GenerateSpeechInput.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
    expect(GenerateSpeechInput.parse({ text: 'x'.repeat(1000), voice: 'bm_george', speed: 0.5 }).speed).toBe(
      0.5,
    );
  });
});

describe('splitForSpeech', () => {
  it('keeps short text whole and drops surrounding space', () => {
    expect(splitForSpeech('  Breathe in slowly.  ', 1000)).toEqual(['Breathe in slowly.']);
    expect(splitForSpeech('   ', 1000)).toEqual([]);
  });

  it('cuts long text at sentence ends, every piece within the limit, nothing lost', () => {
    const sentence = 'You showed up for yourself today, and that matters. ';
    const text = sentence.repeat(60).trim();
    const pieces = splitForSpeech(text, 1000);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(1000);
      expect(piece.endsWith('.')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(text);
  });

  it('falls back to spaces, then to a hard cut, when there is no sentence end', () => {
    const words = 'calm '.repeat(500).trim();
    const byWords = splitForSpeech(words, 100);
    expect(byWords.every((piece) => piece.length <= 100 && !piece.startsWith(' '))).toBe(true);
    expect(byWords.join(' ')).toBe(words);
    const unbroken = 'a'.repeat(250);
    expect(splitForSpeech(unbroken, 100)).toEqual(['a'.repeat(100), 'a'.repeat(100), 'a'.repeat(50)]);
  });
});
