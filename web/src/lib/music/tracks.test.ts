import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MUSIC_VOLUME,
  MUSIC_KINDS,
  MUSIC_START_DELAY_MS,
  MUSIC_TRACKS,
  clampVolume,
  effectiveVolume,
  isMusicKind,
  resolveMusicKind,
  resolveTrack,
} from './tracks';

describe('music tracks', () => {
  it('maps each of the six kinds to its static file at the site root', () => {
    expect(MUSIC_KINDS.join(' ')).toBe(
      'meditation breathwork mindfulness visualization neuroscience default',
    );
    expect(Object.fromEntries(MUSIC_KINDS.map((kind) => [kind, MUSIC_TRACKS[kind].url]))).toEqual({
      meditation: '/meditation-ambience.mp3',
      breathwork: '/breathing-focus.mp3',
      mindfulness: '/mindful-awareness.mp3',
      visualization: '/visualization-journey.mp3',
      neuroscience: '/brain-wave-harmony.mp3',
      default: '/practice-background.mp3',
    });
    for (const kind of MUSIC_KINDS) {
      expect(MUSIC_TRACKS[kind].name).not.toBe('');
      expect(MUSIC_TRACKS[kind].description).not.toBe('');
    }
  });

  it('falls back to the default track for an unknown kind', () => {
    expect(resolveMusicKind('breathwork')).toBe('breathwork');
    expect(resolveMusicKind(' Neuroscience ')).toBe('neuroscience');
    expect(resolveMusicKind('gratitude')).toBe('default');
    expect(resolveMusicKind('')).toBe('default');
    expect(resolveMusicKind(null)).toBe('default');
    expect(resolveMusicKind(undefined)).toBe('default');
    expect(resolveTrack('jazz').track).toBe(MUSIC_TRACKS.default);
    expect(isMusicKind('visualization')).toBe(true);
    expect(isMusicKind('Visualization')).toBe(false);
  });

  it('asks the preloader first and uses the static file when it has nothing', () => {
    const cached = { name: 'Meditation Ambience', url: 'blob:cached-meditation', description: 'cached' };
    const preloader = { trackFor: (kind: string) => (kind === 'meditation' ? cached : undefined) };
    expect(resolveTrack('meditation', preloader)).toEqual({ kind: 'meditation', track: cached });
    expect(resolveTrack('mindfulness', preloader).track).toBe(MUSIC_TRACKS.mindfulness);
    // A preloader is asked with the resolved kind: an unknown kind asks for the default track.
    const asked: string[] = [];
    resolveTrack('unknown', { trackFor: (kind) => (asked.push(kind), null) });
    expect(asked).toEqual(['default']);
  });

  it('clamps volume to 0-1, starts at 0.3 and hears nothing while muted', () => {
    expect(DEFAULT_MUSIC_VOLUME).toBe(0.3);
    expect(MUSIC_START_DELAY_MS).toBe(5000);
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.55)).toBe(0.55);
    expect(clampVolume(Number.NaN, 0.7)).toBe(0.7);
    expect(clampVolume(Number.POSITIVE_INFINITY)).toBe(1);
    expect(effectiveVolume(0.8, true)).toBe(0);
    expect(effectiveVolume(0.8, false)).toBe(0.8);
    expect(effectiveVolume(3, false)).toBe(1);
  });
});
