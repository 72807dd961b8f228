import type { Pool } from 'pg';

/**
 * Seeds a long practice history in one statement, with the insight totals its completions would have left.
 *
 * `insertCompletions` is an `insert into practice_effectiveness ... select ...` with its own values ($1 is
 * the person). The table's own triggers (progress counters, live events, insight totals) are off for that
 * statement alone, in its transaction: 100,000 updates of one totals row take minutes. The totals are then
 * computed here from the rows, as the triggers would have kept them (parts of the day by UTC hours: the
 * person is in UTC).
 */
export async function seedPracticeHistory(
  pool: Pool,
  userId: string,
  insertCompletions: string,
  values: unknown[],
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query('alter table practice_effectiveness disable trigger user');
    await client.query(insertCompletions, [userId, ...values]);
    await client.query('alter table practice_effectiveness enable trigger user');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query(
    `insert into practice_insight_totals (user_id, practice_id, sessions, mood_change_sum, rated_sessions, rating_sum)
     select user_id, practice_id, count(*), sum(mood_after - mood_before), count(*), sum(effectiveness_rating)
     from practice_effectiveness where user_id = $1 group by user_id, practice_id`,
    [userId],
  );
  await pool.query(
    `insert into time_of_day_insight_totals (user_id, time_of_day, sessions, mood_change_sum)
     select user_id,
            case when hour between 5 and 11 then 'morning' when hour between 12 and 16 then 'afternoon'
                 when hour between 17 and 21 then 'evening' else 'night' end,
            count(*), sum(change)
     from (select user_id, mood_after - mood_before as change,
                  extract(hour from completion_date at time zone 'UTC')::int as hour
           from practice_effectiveness where user_id = $1) sessions
     group by 1, 2`,
    [userId],
  );
}
