import {
  correctedNameFact,
  extractMemoryFacts,
  mergeMemoryFact,
  nameCorrectionIn,
  type MemoryCandidatePractice,
} from '@flowmind/core/coach-memory';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import {
  MAX_MEMORY_FACTS_PER_COACH,
  MEMORY_FACT_NOT_FOUND,
  MemoryKind,
  type MemoryFact,
  type MemoryFactList,
  type MemorySettings,
} from '@flowmind/core/contracts/memory';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  deleteFact,
  deleteFactsOfCoach,
  findMemoryEnabled,
  listFacts,
  rememberFacts,
  saveMemoryEnabled,
  updateFactText,
  type MemoryFactRow,
} from './memory.repository';
import { UUID } from '../../http/uuid';

/** A stored row with its kind read: the table's check allows only the known kinds, so none is misread. */
function asKept(row: MemoryFactRow) {
  return { ...row, kind: MemoryKind.catch('preference').parse(row.kind) };
}

export function toMemoryFact(row: MemoryFactRow): MemoryFact {
  return {
    id: row.id,
    coachId: row.coachId,
    kind: asKept(row).kind,
    text: row.text,
    practiceId: row.practiceId,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What memory needs from other modules (composed in app.ts). */
export interface MemoryNeighbours {
  /** Whether a coach with this id exists (the coaches module's). */
  coachExists(coachId: string): Promise<boolean>;
}

/**
 * What coaches remember about a person: the facts the chat keeps from their messages, which the person
 * reads, rewrites and deletes, and the switch that stops coaches keeping or using them.
 */
export function createMemoryService(db: Database, neighbours: MemoryNeighbours) {
  async function requireCoach(coachId: string): Promise<void> {
    if (!UUID.test(coachId) || !(await neighbours.coachExists(coachId))) throw notFound(COACH_NOT_FOUND);
  }

  return {
    async list(userId: string, coachId: string): Promise<MemoryFactList> {
      await requireCoach(coachId);
      const [enabled, rows] = await Promise.all([
        findMemoryEnabled(db, userId),
        listFacts(db, userId, coachId),
      ]);
      return { enabled, facts: rows.map(toMemoryFact) };
    },

    /** Rewrites one of the person's facts in their words (someone else's id is simply not found). */
    async rewrite(userId: string, factId: string, text: string): Promise<MemoryFact> {
      const row = UUID.test(factId) ? await updateFactText(db, userId, factId, text) : undefined;
      if (!row) throw notFound(MEMORY_FACT_NOT_FOUND);
      return toMemoryFact(row);
    },

    async forget(userId: string, factId: string): Promise<{ deleted: number }> {
      if (!UUID.test(factId) || !(await deleteFact(db, userId, factId)))
        throw notFound(MEMORY_FACT_NOT_FOUND);
      return { deleted: 1 };
    },

    async forgetAll(userId: string, coachId: string): Promise<{ deleted: number }> {
      await requireCoach(coachId);
      return { deleted: await deleteFactsOfCoach(db, userId, coachId) };
    },

    async settings(userId: string): Promise<MemorySettings> {
      return { enabled: await findMemoryEnabled(db, userId) };
    },

    async saveSettings(userId: string, input: MemorySettings): Promise<MemorySettings> {
      return { enabled: await saveMemoryEnabled(db, userId, input.enabled) };
    },

    /** What a coach may use in a reply: the facts, newest first, or nothing while memory is off. */
    async recall(userId: string, coachId: string): Promise<MemoryFact[]> {
      const [enabled, rows] = await Promise.all([
        findMemoryEnabled(db, userId),
        listFacts(db, userId, coachId),
      ]);
      return enabled ? rows.map(toMemoryFact) : [];
    },

    /**
     * Keeps the facts one calm message holds (the chat calls it only for messages below the raised risk
     * tiers); nothing while memory is off. Returns the facts written.
     */
    async remember(
      userId: string,
      coachId: string,
      message: string,
      candidates: MemoryCandidatePractice[],
    ): Promise<MemoryFact[]> {
      // 'its rocco not rocky': the kept note with the wrong name is put right, not a second one added.
      const correction = nameCorrectionIn(message);
      if (correction) {
        const [enabled, rows] = await Promise.all([
          findMemoryEnabled(db, userId),
          listFacts(db, userId, coachId),
        ]);
        const corrected = enabled ? correctedNameFact(rows.map(asKept), correction) : null;
        if (corrected) {
          const row = await updateFactText(db, userId, corrected.id, corrected.text);
          return row ? [toMemoryFact(row)] : [];
        }
      }
      const facts = extractMemoryFacts(message, candidates).map((fact) => ({
        ...fact,
        // Only real practice ids are linked; a fact about an unknown id keeps its words without the link.
        practiceId: fact.practiceId && UUID.test(fact.practiceId) ? fact.practiceId : null,
      }));
      if (facts.length === 0) return [];
      const rows = await rememberFacts(
        db,
        { userId, coachId },
        facts,
        (kept, fact) => mergeMemoryFact(kept.map(asKept), { ...fact, kind: MemoryKind.parse(fact.kind) }),
        MAX_MEMORY_FACTS_PER_COACH,
      );
      return rows.map(toMemoryFact);
    },
  };
}

export type MemoryService = ReturnType<typeof createMemoryService>;
