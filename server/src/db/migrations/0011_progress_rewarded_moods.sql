-- Mood check-ins earn XP at most three times a local day (MOOD_XP_DAILY_LIMIT in core/src/gamification.ts);
-- every check-in is still logged and counts for mood achievements. The running totals keep how many moods
-- (and how many of 8 or more) earned XP.
ALTER TABLE "user_progress" ADD COLUMN "rewarded_mood_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "rewarded_high_mood_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mood_entries_user_local_date_idx" ON "mood_entries" USING btree ("user_id","local_date");
--> statement-breakpoint
UPDATE user_progress p SET
  rewarded_mood_count = r.moods,
  rewarded_high_mood_count = r.high_moods
FROM (
  SELECT user_id, count(*)::int AS moods, count(*) FILTER (WHERE mood_score >= 8)::int AS high_moods
  FROM (
    SELECT user_id, mood_score,
      row_number() OVER (PARTITION BY user_id, local_date ORDER BY created_at, id) AS nth_of_day
    FROM mood_entries
  ) numbered
  WHERE nth_of_day <= 3
  GROUP BY user_id
) r
WHERE p.user_id = r.user_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowmind_track_mood() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rewarded boolean;
BEGIN
  INSERT INTO user_progress (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
  -- Two check-ins arriving at once take turns here, so the second counts the first.
  PERFORM 1 FROM user_progress WHERE user_id = NEW.user_id FOR UPDATE;
  -- The new row is already in the table: it earns XP when it is among the day's first three.
  SELECT count(*) <= 3 INTO rewarded
  FROM mood_entries WHERE user_id = NEW.user_id AND local_date = NEW.local_date;
  UPDATE user_progress SET
    mood_count = mood_count + 1,
    high_mood_count = high_mood_count + (NEW.mood_score >= 8)::int,
    rewarded_mood_count = rewarded_mood_count + rewarded::int,
    rewarded_high_mood_count = rewarded_high_mood_count + (rewarded AND NEW.mood_score >= 8)::int,
    mood_best = GREATEST(mood_best, flowmind_next_run(mood_last_date, mood_run, NEW.local_date)),
    mood_run = flowmind_next_run(mood_last_date, mood_run, NEW.local_date),
    mood_last_date = GREATEST(mood_last_date, NEW.local_date),
    activity_best = GREATEST(activity_best, flowmind_next_run(activity_last_date, activity_run, NEW.local_date)),
    activity_run = flowmind_next_run(activity_last_date, activity_run, NEW.local_date),
    activity_last_date = GREATEST(activity_last_date, NEW.local_date),
    updated_at = now()
  WHERE user_id = NEW.user_id;
  RETURN NEW;
END
$$;
