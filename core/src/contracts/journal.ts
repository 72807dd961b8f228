import { z } from 'zod';
import {
  GRATITUDE_ENTRY_COUNT,
  GRATITUDE_ENTRY_REQUIRED_MESSAGE,
  gratitudeEntriesWritten,
} from '../standalone-practices';

/** The longest gratitude entry, in characters (the journal's text boxes stop there too). */
export const JOURNAL_ENTRY_MAX_LENGTH = 500;
/** How many entries the journal screen shows at once, newest first. */
export const JOURNAL_PAGE_SIZE = 50;
export const JOURNAL_ENTRY_TOO_LONG = `An entry can be at most ${JOURNAL_ENTRY_MAX_LENGTH} characters.`;

/**
 * What a finished gratitude journal sends: its three boxes as written. Blank ones are dropped; at least
 * one must have words, as the journal itself asks before it can be finished.
 */
export const JournalEntriesInput = z
  .object({
    entries: z
      .array(
        z
          .string({ error: GRATITUDE_ENTRY_REQUIRED_MESSAGE })
          .max(JOURNAL_ENTRY_MAX_LENGTH, JOURNAL_ENTRY_TOO_LONG),
        {
          error: GRATITUDE_ENTRY_REQUIRED_MESSAGE,
        },
      )
      .max(GRATITUDE_ENTRY_COUNT, `A journal has ${GRATITUDE_ENTRY_COUNT} entries at most.`)
      .transform(gratitudeEntriesWritten)
      .refine((entries) => entries.length > 0, GRATITUDE_ENTRY_REQUIRED_MESSAGE),
  })
  .strict();
export type JournalEntriesInput = z.input<typeof JournalEntriesInput>;

export const JournalEntry = z.object({
  id: z.string(),
  text: z.string(),
  /** The person's calendar day it was written (YYYY-MM-DD, their time zone). */
  localDate: z.string(),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalEntryList = z.object({ entries: z.array(JournalEntry) });
export type JournalEntryList = z.infer<typeof JournalEntryList>;
