/** What a screen reader hears when the music changes (the visible controls say the same with icons). */
export function musicStatusText(state: {
  playing: boolean;
  scheduled: boolean;
  waitingForInteraction: boolean;
  trackName: string | null;
}): string {
  if (state.playing) return state.trackName ? `Music playing: ${state.trackName}` : 'Music playing';
  if (state.waitingForInteraction) return 'Music starts after your first tap or key press';
  if (state.scheduled) return 'Music starts in a few seconds';
  return 'Music paused';
}
