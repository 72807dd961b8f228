import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { achievements, coaches, practiceCategories, practiceTags, practices, seedVersions } from './schema';
import { SEED_VERSION, seedAchievements, seedCategories, seedCoaches, seedPractices } from './seed-data';

const SEED_NAME = 'catalogue';
const SEED_LOCK = 727_002;

/**
 * Upserts coaches, categories, practices, tags and achievements by their stable slugs/keys.
 * Runs once per SEED_VERSION; rows a person owns (moods, completions) are never touched.
 */
export async function seedCatalogue(db: Database): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [current] = await tx.select().from(seedVersions).where(eq(seedVersions.name, SEED_NAME));
    if (current && current.version >= SEED_VERSION) return { applied: false };

    const coachIds = new Map<string, string>();
    for (const coach of seedCoaches) {
      const values = {
        slug: coach.slug,
        name: coach.name,
        specialization: coach.specialization,
        description: coach.description,
        expertiseAreas: coach.expertiseAreas,
        personality: coach.personality,
        voiceId: coach.voiceId,
        style: coach.style,
        traits: coach.traits,
        avatarConfig: { image_url: coach.avatarImageUrl },
      };
      const [row] = await tx
        .insert(coaches)
        .values(values)
        .onConflictDoUpdate({ target: coaches.slug, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: coaches.id });
      coachIds.set(coach.slug, row!.id);
    }

    const categoryIds = new Map<string, string>();
    for (const category of seedCategories) {
      const [row] = await tx
        .insert(practiceCategories)
        .values(category)
        .onConflictDoUpdate({ target: practiceCategories.slug, set: category })
        .returning({ id: practiceCategories.id });
      categoryIds.set(category.slug, row!.id);
    }

    for (const practice of seedPractices) {
      const values = {
        slug: practice.slug,
        coachId: coachIds.get(practice.coachSlug) ?? null,
        categoryId: categoryIds.get(practice.categorySlug)!,
        name: practice.name,
        description: practice.description,
        durationMinutes: practice.durationMinutes,
        difficultyLevel: practice.difficultyLevel,
        stepByStepGuide: practice.stepByStepGuide,
        targetGoals: practice.targetGoals,
        moodTargets: practice.moodTargets,
        stressTypes: practice.stressTypes,
        neuroscienceExplanation: practice.neuroscienceExplanation,
        successMetrics: practice.successMetrics,
      };
      const [row] = await tx
        .insert(practices)
        .values(values)
        .onConflictDoUpdate({ target: practices.slug, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: practices.id });
      await tx.delete(practiceTags).where(eq(practiceTags.practiceId, row!.id));
      if (practice.tags.length > 0) {
        await tx.insert(practiceTags).values(practice.tags.map((tag) => ({ ...tag, practiceId: row!.id })));
      }
    }

    for (const achievement of seedAchievements) {
      await tx
        .insert(achievements)
        .values(achievement)
        .onConflictDoUpdate({ target: achievements.key, set: achievement });
    }

    await tx
      .insert(seedVersions)
      .values({ name: SEED_NAME, version: SEED_VERSION })
      .onConflictDoUpdate({
        target: seedVersions.name,
        set: { version: SEED_VERSION, appliedAt: sql`now()` },
      });
    return { applied: true };
  });
}
