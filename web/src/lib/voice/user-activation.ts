/**
 * Whether the person has interacted with the page yet. Browsers refuse to start sound before that, and we would
 * not want to anyway: nothing plays until someone has clicked, tapped or typed.
 */
let activatedByEvent = false;
let tracking = false;

const ACTIVATING_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const;

/** Where `navigator.userActivation` is missing, listens for the first interaction instead (once per page). */
export function trackUserActivation(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  const mark = () => {
    activatedByEvent = true;
    for (const type of ACTIVATING_EVENTS) window.removeEventListener(type, mark, { capture: true });
  };
  for (const type of ACTIVATING_EVENTS) window.addEventListener(type, mark, { capture: true, passive: true });
}

export function hasUserActivation(): boolean {
  const activation =
    typeof navigator === 'undefined' ? undefined : (navigator.userActivation as UserActivation | undefined);
  // The browser's own flag is authoritative (it ignores e.g. Escape, which does not unlock audio).
  return activation ? activation.hasBeenActive : activatedByEvent;
}
