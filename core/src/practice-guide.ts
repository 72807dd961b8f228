/**
 * Practice step guides are stored data and arrive in several shapes: a list of steps, a plain list of
 * texts, an object keyed by phase name, or an object carrying a `steps` list. This turns any of them into
 * phases with a title, an instruction and a duration in seconds.
 */
export interface PracticePhase {
  stepNumber: number;
  title: string;
  instruction: string;
  durationSeconds: number;
}

export const DEFAULT_STEP_SECONDS = 30;
export const DEFAULT_PRACTICE_MINUTES = 5;

/** Numbers are seconds; also 'N seconds', 'N minutes', 'N min', 'm:ss'. Anything else: undefined. */
export function parseDurationSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  const clock = /^(\d+):([0-5]\d)$/.exec(text);
  if (clock) {
    const seconds = Number(clock[1]) * 60 + Number(clock[2]);
    return seconds > 0 ? seconds : undefined;
  }
  const amount = /^(\d+(?:\.\d+)?)\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes)?$/.exec(text);
  if (!amount) return undefined;
  const number = Number(amount[1]);
  const unit = amount[2] ?? 's';
  const seconds = unit.startsWith('m') ? number * 60 : number;
  return seconds > 0 ? Math.round(seconds) : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function titleCase(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (char) => char.toUpperCase());
}

function toPhase(raw: unknown, index: number, fallbackTitle?: string): PracticePhase | undefined {
  if (typeof raw === 'string') {
    const instruction = textOf(raw);
    if (!instruction) return undefined;
    return {
      stepNumber: index + 1,
      title: fallbackTitle ?? `Step ${index + 1}`,
      instruction,
      durationSeconds: DEFAULT_STEP_SECONDS,
    };
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const step = raw as Record<string, unknown>;
  const instruction = textOf(step.instruction) ?? textOf(step.description) ?? textOf(step.text);
  const title = textOf(step.title) ?? textOf(step.name) ?? fallbackTitle ?? `Step ${index + 1}`;
  if (!instruction && !textOf(step.title)) return undefined;
  const stepNumber =
    typeof step.step_number === 'number'
      ? step.step_number
      : typeof step.step === 'number'
        ? step.step
        : index + 1;
  return {
    stepNumber,
    title,
    instruction: instruction ?? title,
    durationSeconds: parseDurationSeconds(step.duration ?? step.duration_seconds) ?? DEFAULT_STEP_SECONDS,
  };
}

/** The phases of a practice; one phase for the whole duration when there is no usable guide. */
export function parsePracticeGuide(
  guide: unknown,
  practice: { name: string; description?: string; durationMinutes?: number | null },
): PracticePhase[] {
  let phases: PracticePhase[] = [];
  if (Array.isArray(guide)) {
    phases = guide
      .filter((step) => !(typeof step === 'string' && step.trim() === ''))
      .map((step, index) => toPhase(step, index))
      .filter((phase) => phase !== undefined);
  } else if (guide && typeof guide === 'object') {
    const object = guide as Record<string, unknown>;
    if (Array.isArray(object.steps)) return parsePracticeGuide(object.steps, practice);
    phases = Object.entries(object)
      .map(([key, value], index) => toPhase(value, index, titleCase(key)))
      .filter((phase) => phase !== undefined);
  }
  if (phases.length > 0) return phases.map((phase, index) => ({ ...phase, stepNumber: index + 1 }));
  const minutes =
    practice.durationMinutes && practice.durationMinutes > 0
      ? practice.durationMinutes
      : DEFAULT_PRACTICE_MINUTES;
  return [
    {
      stepNumber: 1,
      title: practice.name,
      instruction: practice.description?.trim() || `Settle in and follow ${practice.name} at your own pace.`,
      durationSeconds: minutes * 60,
    },
  ];
}
