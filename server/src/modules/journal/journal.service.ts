import {
  JOURNAL_PAGE_SIZE,
  type JournalEntry,
  type JournalEntryList,
} from '@flowmind/core/contracts/journal';
import { localDateIn } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import { findTimezone } from '../../db/person-timezone';
import { insertEntries, listEntries, type JournalEntryRow } from './journal.repository';

function toJournalEntry(row: JournalEntryRow): JournalEntry {
  return {
    id: row.id,
    text: row.text,
    localDate: row.localDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The person's gratitude journal: entries kept from the Gratitude Journal practice, read back by them alone. */
export function createJournalService(db: Database) {
  return {
    /** Keeps what the person wrote, dated by their own calendar day. */
    async add(userId: string, texts: readonly string[], now = new Date()): Promise<JournalEntryList> {
      const localDate = localDateIn((await findTimezone(db, userId)) ?? 'UTC', now);
      return { entries: (await insertEntries(db, userId, localDate, texts)).map(toJournalEntry) };
    },

    async list(userId: string): Promise<JournalEntryList> {
      return { entries: (await listEntries(db, userId, JOURNAL_PAGE_SIZE)).map(toJournalEntry) };
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
