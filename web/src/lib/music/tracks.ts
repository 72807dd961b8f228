/**
 * The background-music tracks and their rules. The six files are synthesised for the project by
 * `npm run music` (docs/decisions/0004-synthesised-music.md) and served from the site root.
 */

export const MUSIC_KINDS = [
  'meditation',
  'breathwork',
  'mindfulness',
  'visualization',
  'neuroscience',
  'default',
] as const;

export type MusicKind = (typeof MUSIC_KINDS)[number];

export interface MusicTrack {
  name: string;
  url: string;
  description: string;
}

/** Music starts at this volume (0 to 1) until the person chooses another. */
export const DEFAULT_MUSIC_VOLUME = 0.3;

/** A practice starts its background music this long into a phase. */
export const MUSIC_START_DELAY_MS = 5000;

const atSiteRoot = (file: string): string => `${import.meta.env.BASE_URL}${file}`;

export const MUSIC_TRACKS: Readonly<Record<MusicKind, MusicTrack>> = {
  meditation: {
    name: 'Meditation Ambience',
    url: atSiteRoot('meditation-ambience.mp3'),
    description: 'A warm drone under slowly changing pads that rise and fall with the breath',
  },
  breathwork: {
    name: 'Breathing Focus',
    url: atSiteRoot('breathing-focus.mp3'),
    description: 'Soft pads that swell and brighten six times a minute, in time with slow breathing',
  },
  mindfulness: {
    name: 'Mindful Awareness',
    url: atSiteRoot('mindful-awareness.mp3'),
    description: 'Sparse, gentle bells over a quiet drone',
  },
  visualization: {
    name: 'Visualization Journey',
    url: atSiteRoot('visualization-journey.mp3'),
    description: 'Evolving pads with a slow, bright shimmer',
  },
  neuroscience: {
    name: 'Brain Wave Harmony',
    url: atSiteRoot('brain-wave-harmony.mp3'),
    description: 'A 10 Hz alpha binaural bed under a soft pad; best with headphones',
  },
  default: {
    name: 'Practice Background',
    url: atSiteRoot('practice-background.mp3'),
    description: 'Calm, neutral pads with a few faint chimes',
  },
};

export function isMusicKind(value: unknown): value is MusicKind {
  return typeof value === 'string' && (MUSIC_KINDS as readonly string[]).includes(value);
}

/** The kind to play for any requested kind: an unknown kind falls back to the default track. */
export function resolveMusicKind(kind: string | null | undefined): MusicKind {
  const normalised = kind?.trim().toLowerCase();
  return isMusicKind(normalised) ? normalised : 'default';
}

/**
 * Something that may already hold a track of a kind (for example audio fetched ahead of time). The preloader
 * is asked first; if it has a track its url is used, otherwise the static file.
 */
export interface MusicPreloader {
  trackFor(kind: MusicKind): MusicTrack | null | undefined;
}

export function resolveTrack(
  kind: string | null | undefined,
  preloader?: MusicPreloader | null,
): { kind: MusicKind; track: MusicTrack } {
  const resolved = resolveMusicKind(kind);
  const preloaded = preloader?.trackFor(resolved);
  return { kind: resolved, track: preloaded?.url ? preloaded : MUSIC_TRACKS[resolved] };
}

/** Volume changes are clamped between 0 and 1; anything that is not a number keeps `fallback`. */
export function clampVolume(volume: number, fallback = DEFAULT_MUSIC_VOLUME): number {
  if (Number.isNaN(volume)) return fallback;
  return Math.min(1, Math.max(0, volume));
}

/** What actually reaches the speakers: muted sets the volume to 0 (the chosen level is kept for unmuting). */
export function effectiveVolume(volume: number, muted: boolean): number {
  return muted ? 0 : clampVolume(volume);
}
