-- Streak rest days (decision 0018): one missed day in 7 is spent as a rest day instead of breaking a
-- streak. user_progress keeps each streak's last rest day (mood, practice, activity); streak_rest_days keeps
-- every rest day spent, for the progress screen. The triggers spend a rest day in the same statement as the
-- entry that keeps the streak going, and everyone's runs are recomputed below from their local days.
CREATE TABLE "streak_rest_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"streak" text NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_rest_days_streak_check" CHECK ("streak_rest_days"."streak" in ('mood', 'practice', 'activity'))
);
--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "mood_rest_date" date;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "practice_rest_date" date;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "activity_rest_date" date;--> statement-breakpoint
ALTER TABLE "streak_rest_days" ADD CONSTRAINT "streak_rest_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "streak_rest_days_user_streak_date_idx" ON "streak_rest_days" USING btree ("user_id","streak","local_date");
--> statement-breakpoint
-- The missed day an entry on `day` spends as a rest day, or NULL (restDaySpent in core/src/gamification.ts):
-- exactly one day was missed since the run's last day, and the last rest day is at least 7 days before it.
CREATE OR REPLACE FUNCTION flowmind_rest_day_spent(last_date date, rest_date date, day date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN day = last_date + 2 AND (rest_date IS NULL OR (last_date + 1) - rest_date >= 7) THEN last_date + 1
  END
$$;
--> statement-breakpoint
-- The run now needs its last rest day: the three-argument version goes, so no trigger can miss one.
DROP FUNCTION flowmind_next_run(date, integer, date);
--> statement-breakpoint
-- The length of a run after adding `day` (extendRun in core): a spent rest day keeps the run going without
-- adding to it, an older day changes nothing.
CREATE OR REPLACE FUNCTION flowmind_next_run(last_date date, run integer, rest_date date, day date) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN last_date IS NULL THEN 1
    WHEN day = last_date + 1 OR flowmind_rest_day_spent(last_date, rest_date, day) IS NOT NULL THEN run + 1
    WHEN day > last_date + 1 THEN 1
    ELSE run
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowmind_track_mood() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rewarded boolean;
  mood_rest date;
  activity_rest date;
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
    mood_best = GREATEST(mood_best, flowmind_next_run(mood_last_date, mood_run, mood_rest_date, NEW.local_date)),
    mood_run = flowmind_next_run(mood_last_date, mood_run, mood_rest_date, NEW.local_date),
    mood_rest_date = coalesce(flowmind_rest_day_spent(mood_last_date, mood_rest_date, NEW.local_date),
      mood_rest_date),
    mood_last_date = GREATEST(mood_last_date, NEW.local_date),
    activity_best = GREATEST(activity_best,
      flowmind_next_run(activity_last_date, activity_run, activity_rest_date, NEW.local_date)),
    activity_run = flowmind_next_run(activity_last_date, activity_run, activity_rest_date, NEW.local_date),
    activity_rest_date = coalesce(flowmind_rest_day_spent(activity_last_date, activity_rest_date, NEW.local_date),
      activity_rest_date),
    activity_last_date = GREATEST(activity_last_date, NEW.local_date),
    updated_at = now()
  WHERE user_id = NEW.user_id
  RETURNING mood_rest_date, activity_rest_date INTO mood_rest, activity_rest;
  -- A rest day on the eve of this entry's day was spent by this entry (or an earlier one that day): it is
  -- recorded once. Reading the new values back saves a second read of the row for every entry.
  INSERT INTO streak_rest_days (user_id, streak, local_date)
  SELECT NEW.user_id, spent.streak, spent.day
  FROM (VALUES ('mood', mood_rest), ('activity', activity_rest)) AS spent(streak, day)
  WHERE spent.day = NEW.local_date - 1
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowmind_track_practice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket text;
  practice_rest date;
  activity_rest date;
BEGIN
  IF NEW.completion_status <> 'completed' THEN
    RETURN NEW;
  END IF;
  SELECT flowmind_stats_category(c.name) INTO bucket
  FROM practices p JOIN practice_categories c ON c.id = p.category_id
  WHERE p.id = NEW.practice_id;
  INSERT INTO user_progress (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
  UPDATE user_progress SET
    practice_count = practice_count + 1,
    high_rating_count = high_rating_count + (coalesce(NEW.effectiveness_rating, 0) >= 8)::int,
    category_counts = CASE WHEN bucket IS NULL THEN category_counts
      ELSE jsonb_set(category_counts, ARRAY[bucket], to_jsonb(coalesce((category_counts ->> bucket)::int, 0) + 1)) END,
    practice_best = GREATEST(practice_best,
      flowmind_next_run(practice_last_date, practice_run, practice_rest_date, NEW.local_date)),
    practice_run = flowmind_next_run(practice_last_date, practice_run, practice_rest_date, NEW.local_date),
    practice_rest_date = coalesce(flowmind_rest_day_spent(practice_last_date, practice_rest_date, NEW.local_date),
      practice_rest_date),
    practice_last_date = GREATEST(practice_last_date, NEW.local_date),
    activity_best = GREATEST(activity_best,
      flowmind_next_run(activity_last_date, activity_run, activity_rest_date, NEW.local_date)),
    activity_run = flowmind_next_run(activity_last_date, activity_run, activity_rest_date, NEW.local_date),
    activity_rest_date = coalesce(flowmind_rest_day_spent(activity_last_date, activity_rest_date, NEW.local_date),
      activity_rest_date),
    activity_last_date = GREATEST(activity_last_date, NEW.local_date),
    updated_at = now()
  WHERE user_id = NEW.user_id
  RETURNING practice_rest_date, activity_rest_date INTO practice_rest, activity_rest;
  -- As for moods: the rest day this entry's day spent, recorded once.
  INSERT INTO streak_rest_days (user_id, streak, local_date)
  SELECT NEW.user_id, spent.streak, spent.day
  FROM (VALUES ('practice', practice_rest), ('activity', activity_rest)) AS spent(streak, day)
  WHERE spent.day = NEW.local_date - 1
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Every run recomputed from the days with a mood or a completed practice, in date order, through the same
-- functions: existing streaks and best runs get the rest days their history allows (a best run never goes
-- down). Running it again changes nothing (progress.test.ts checks it against the triggers).
DO $$
DECLARE
  entry record;
  group_user uuid;
  group_streak text;
  last_day date;
  run_length integer;
  best_length integer;
  rest_day date;
  spent date;
BEGIN
  FOR entry IN
    SELECT user_id, 'mood' AS streak, local_date FROM mood_entries
    UNION
    SELECT user_id, 'practice', local_date FROM practice_effectiveness WHERE completion_status = 'completed'
    UNION
    SELECT user_id, 'activity', local_date FROM mood_entries
    UNION
    SELECT user_id, 'activity', local_date FROM practice_effectiveness WHERE completion_status = 'completed'
    ORDER BY 1, 2, 3
  LOOP
    IF group_user IS DISTINCT FROM entry.user_id OR group_streak IS DISTINCT FROM entry.streak THEN
      IF group_user IS NOT NULL THEN
        EXECUTE format('UPDATE user_progress SET %1$s_last_date = $1, %1$s_run = $2, '
          '%1$s_best = GREATEST(%1$s_best, $3), %1$s_rest_date = $4 WHERE user_id = $5', group_streak)
          USING last_day, run_length, best_length, rest_day, group_user;
      END IF;
      group_user := entry.user_id;
      group_streak := entry.streak;
      last_day := NULL;
      run_length := 0;
      best_length := 0;
      rest_day := NULL;
    END IF;
    spent := flowmind_rest_day_spent(last_day, rest_day, entry.local_date);
    run_length := flowmind_next_run(last_day, run_length, rest_day, entry.local_date);
    best_length := GREATEST(best_length, run_length);
    rest_day := coalesce(spent, rest_day);
    last_day := entry.local_date;
    IF spent IS NOT NULL THEN
      INSERT INTO streak_rest_days (user_id, streak, local_date) VALUES (entry.user_id, entry.streak, spent)
        ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  IF group_user IS NOT NULL THEN
    EXECUTE format('UPDATE user_progress SET %1$s_last_date = $1, %1$s_run = $2, '
      '%1$s_best = GREATEST(%1$s_best, $3), %1$s_rest_date = $4 WHERE user_id = $5', group_streak)
      USING last_day, run_length, best_length, rest_day, group_user;
  END IF;
END
$$;
