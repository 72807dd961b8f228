/** '4:05' for 245 seconds; rounds up so the clock shows 0:00 only once the time is really up. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds - 1e-6));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** '3 minutes 20 seconds', '1 minute', '45 seconds': for screen readers and spoken prompts. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds - 1e-6));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(minutes === 1 ? '1 minute' : `${minutes} minutes`);
  if (rest > 0 || minutes === 0) parts.push(rest === 1 ? '1 second' : `${rest} seconds`);
  return parts.join(' ');
}

/** '30 sec', '2 min', '1 min 30 sec': compact labels for step lists. */
export function shortDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} sec`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} sec`;
}
