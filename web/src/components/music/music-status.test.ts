import { describe, expect, it } from 'vitest';
import { musicStatusText } from './music-status';

describe('musicStatusText', () => {
  const base = { playing: false, scheduled: false, waitingForInteraction: false, trackName: null };

  it('names the track that is playing', () => {
    expect(musicStatusText({ ...base, playing: true, trackName: 'Breathing Focus' })).toBe(
      'Music playing: Breathing Focus',
    );
    expect(musicStatusText({ ...base, playing: true })).toBe('Music playing');
  });

  it('says when music is about to start, or waits for the first interaction', () => {
    expect(musicStatusText({ ...base, scheduled: true })).toBe('Music starts in a few seconds');
    expect(musicStatusText({ ...base, waitingForInteraction: true, scheduled: true })).toBe(
      'Music starts after your first tap or key press',
    );
  });

  it('otherwise says it is paused', () => {
    expect(musicStatusText({ ...base, trackName: 'Meditation Ambience' })).toBe('Music paused');
  });
});
