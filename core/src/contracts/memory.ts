import { z } from 'zod';
import { requiredText } from './text';

/**
 * What a coach remembers about a person: short facts from their conversations, which the person can read,
 * edit, delete or switch off. Kinds:
 * - person: someone in their life ('my sister Ana')
 * - stressor: what weighs on them ('exams in June')
 * - goal: what they want ('run a 5k')
 * - helped / did_not_help: a practice (or kind of practice) and how it went for them
 * - preference: how they like to be coached ('short practices', 'no visualization')
 */
export const MEMORY_KINDS = ['person', 'stressor', 'goal', 'helped', 'did_not_help', 'preference'] as const;
export const MemoryKind = z.enum(MEMORY_KINDS);
export type MemoryKind = z.infer<typeof MemoryKind>;

export const MAX_MEMORY_TEXT_LENGTH = 200;

export const MemoryFact = z.object({
  id: z.string(),
  coachId: z.string(),
  kind: MemoryKind,
  /** The fact as the person would read it ('Box Breathing did not help'). */
  text: z.string(),
  /** The practice a helped / did_not_help fact is about, when known. */
  practiceId: z.string().nullable(),
  /** The practice category slug (breathwork, visualization...) a fact is about, when known. */
  category: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryFact = z.infer<typeof MemoryFact>;

export const MEMORY_FACT_NOT_FOUND = 'This memory no longer exists.';
export const MEMORY_TEXT_REQUIRED = 'Write what your coach should remember, or delete it instead.';
export const MEMORY_TEXT_TOO_LONG = `Keep it to ${MAX_MEMORY_TEXT_LENGTH} characters or fewer.`;
export const MEMORY_COACH_REQUIRED = 'Choose a coach: coachId must be a coach id.';
export const MEMORY_ENABLED_REQUIRED = 'enabled must be true or false.';

/** The facts kept per person and coach; the least recently touched go first beyond this. */
export const MAX_MEMORY_FACTS_PER_COACH = 50;

/** GET /api/v1/memory/facts and DELETE /api/v1/memory/facts: one coach's memory of the signed-in person. */
export const MemoryCoachQuery = z.object({
  coachId: z.uuid({ error: MEMORY_COACH_REQUIRED }),
});
export type MemoryCoachQuery = z.infer<typeof MemoryCoachQuery>;

/** What a coach remembers, newest first, and whether memory is on (facts stay visible when it is off). */
export const MemoryFactList = z.object({
  enabled: z.boolean(),
  facts: z.array(MemoryFact),
});
export type MemoryFactList = z.infer<typeof MemoryFactList>;

export const MemoryFactParams = z.object({ id: z.string().max(100) });
export type MemoryFactParams = z.infer<typeof MemoryFactParams>;

/** PATCH /api/v1/memory/facts/:id: the person's own words for the fact. */
export const MemoryFactUpdate = z.object({
  text: requiredText(MAX_MEMORY_TEXT_LENGTH, MEMORY_TEXT_REQUIRED, MEMORY_TEXT_TOO_LONG),
});
export type MemoryFactUpdate = z.infer<typeof MemoryFactUpdate>;

export const MemoryForgetResult = z.object({ deleted: z.number().int() });
export type MemoryForgetResult = z.infer<typeof MemoryForgetResult>;

/** GET / PUT /api/v1/memory/settings: memory on (the default) or off, for every coach. */
export const MemorySettings = z.object({
  enabled: z.boolean({ error: MEMORY_ENABLED_REQUIRED }),
});
export type MemorySettings = z.infer<typeof MemorySettings>;

/** Headings of the memory panel, one per kind, in the order they are shown. */
export const MEMORY_KIND_LABELS: Record<MemoryKind, string> = {
  person: 'People in your life',
  stressor: "What's weighing on you",
  goal: 'Your goals',
  helped: 'What helped',
  did_not_help: "What didn't help",
  preference: 'How you like to practice',
};
