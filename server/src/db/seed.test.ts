import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { seedCatalogue } from './seed';
import { DEDICATED_PRACTICES, dedicatedPracticeOf } from '@flowmind/core/standalone-practices';
import { seedPractices } from './seed-data';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

function seconds(duration: string): number {
  const clock = /^(\d+):(\d{2})$/.exec(duration);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const amount = Number.parseFloat(duration);
  return /min/.test(duration) ? amount * 60 : amount;
}

describe('seed catalogue', () => {
  it('holds four or more coaches covering the fallback areas, five categories with 3+ practices each, ten achievements', async () => {
    const { rows: coaches } = await database.pool.query<{
      specialization: string;
      avatar_config: { image_url: string };
    }>('select specialization, avatar_config from coaches');
    expect(coaches.length).toBeGreaterThanOrEqual(4);
    for (const area of [/stress|anxiety/i, /motivation|success/i, /mindful|spiritual/i, /neuro|brain/i]) {
      expect(
        coaches.some((coach) => area.test(coach.specialization)),
        String(area),
      ).toBe(true);
    }
    for (const coach of coaches) expect(coach.avatar_config.image_url).toMatch(/^\/avatars\/[a-z-]+\.svg$/);

    const { rows: perCategory } = await database.pool.query<{ name: string; practices: number }>(
      `select c.name, count(p.id)::int as practices from practice_categories c
       left join practices p on p.category_id = c.id group by c.name order by c.name`,
    );
    expect(perCategory.map((row) => row.name)).toEqual([
      'Breathwork',
      'Gratitude',
      'Mindfulness',
      'Neuroscience',
      'Visualization',
    ]);
    for (const row of perCategory) expect(row.practices, row.name).toBeGreaterThanOrEqual(3);

    const { rows: achievements } = await database.pool.query<{
      key: string;
      requirement_value: number;
      xp_reward: number;
    }>('select key, requirement_value, xp_reward from achievements order by key');
    expect(achievements).toEqual(
      [
        ['breath_master', 20, 200],
        ['effectiveness_expert', 10, 150],
        ['first_checkin', 1, 20],
        ['first_practice', 1, 30],
        ['gratitude_guru', 15, 200],
        ['habit_former', 21, 300],
        ['high_vibes', 10, 100],
        ['mood_tracker', 7, 50],
        ['streak_master', 7, 150],
        ['week_warrior', 7, 100],
      ].map(([key, requirement_value, xp_reward]) => ({ key, requirement_value, xp_reward })),
    );
  });

  it('gives every practice a step guide whose durations add up to its length', () => {
    for (const practice of seedPractices) {
      const total = practice.stepByStepGuide.steps.reduce((sum, step) => sum + seconds(step.duration), 0);
      expect(total, practice.slug).toBe(practice.durationMinutes * 60);
      for (const step of practice.stepByStepGuide.steps)
        expect(step.instruction.length, practice.slug).toBeGreaterThan(20);
    }
  });

  it('seeds one practice of its own for each dedicated player, in the category it belongs to', () => {
    for (const { id, practiceName } of DEDICATED_PRACTICES) {
      const own = seedPractices.filter((practice) => dedicatedPracticeOf(practice) === id);
      expect(
        own.map((practice) => [practice.name, practice.categorySlug]),
        id,
      ).toEqual([[practiceName, id]]);
    }
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select (select count(*) from coaches) + (select count(*) from practices) + (select count(*) from practice_tags) + (select count(*) from achievements) as n`,
        )
      ).rows[0]!.n;
    const before = await count();
    expect(await seedCatalogue(database.db)).toEqual({ applied: false });
    await database.pool.query('delete from seed_versions');
    expect(await seedCatalogue(database.db)).toEqual({ applied: true });
    expect(await count()).toBe(before);
  });
});
