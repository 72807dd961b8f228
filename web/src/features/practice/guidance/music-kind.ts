import { MUSIC_START_DELAY_MS, type MusicKind } from '../../../lib/music';

/** Background music that suits a practice's category: gratitude and anything reflective get meditation. */
export function musicKindFor(categoryName: string): MusicKind {
  const name = categoryName.toLowerCase();
  if (name.includes('breath')) return 'breathwork';
  if (name.includes('mindful')) return 'mindfulness';
  if (name.includes('visual')) return 'visualization';
  if (name.includes('neuro')) return 'neuroscience';
  if (name.includes('gratitude') || name.includes('meditat')) return 'meditation';
  return 'default';
}

/** Background music starts this many seconds into a phase. */
export const MUSIC_START_SECONDS = MUSIC_START_DELAY_MS / 1000;
