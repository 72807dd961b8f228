-- Running totals for XP, streaks and achievements (see core/src/gamification.ts for the same rules).

-- The length of a run of consecutive days after adding `day` (extendRun in core).
CREATE OR REPLACE FUNCTION flowmind_next_run(last_date date, run integer, day date) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN last_date IS NULL THEN 1
    WHEN day = last_date + 1 THEN run + 1
    WHEN day > last_date + 1 THEN 1
    ELSE run
  END
$$;
--> statement-breakpoint
-- The stats bucket of a category name (statsCategoryOf in core).
CREATE OR REPLACE FUNCTION flowmind_stats_category(category_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower(category_name) LIKE '%mindful%' THEN 'mindfulness'
    WHEN lower(category_name) LIKE '%breath%' THEN 'breathwork'
    WHEN lower(category_name) LIKE '%visual%' OR lower(category_name) LIKE '%guided%' THEN 'visualization'
    WHEN lower(category_name) LIKE '%gratitude%' THEN 'gratitude'
    WHEN lower(category_name) LIKE '%neuro%' OR lower(category_name) LIKE '%well-being%'
      OR lower(category_name) LIKE '%wellbeing%' THEN 'neuroscience'
    ELSE NULL
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowmind_track_mood() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_progress (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
  UPDATE user_progress SET
    mood_count = mood_count + 1,
    high_mood_count = high_mood_count + (NEW.mood_score >= 8)::int,
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowmind_track_practice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket text;
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
    practice_best = GREATEST(practice_best, flowmind_next_run(practice_last_date, practice_run, NEW.local_date)),
    practice_run = flowmind_next_run(practice_last_date, practice_run, NEW.local_date),
    practice_last_date = GREATEST(practice_last_date, NEW.local_date),
    activity_best = GREATEST(activity_best, flowmind_next_run(activity_last_date, activity_run, NEW.local_date)),
    activity_run = flowmind_next_run(activity_last_date, activity_run, NEW.local_date),
    activity_last_date = GREATEST(activity_last_date, NEW.local_date),
    updated_at = now()
  WHERE user_id = NEW.user_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mood_entries_track_progress AFTER INSERT ON mood_entries
  FOR EACH ROW EXECUTE FUNCTION flowmind_track_mood();
--> statement-breakpoint
CREATE TRIGGER practice_effectiveness_track_progress AFTER INSERT ON practice_effectiveness
  FOR EACH ROW EXECUTE FUNCTION flowmind_track_practice();
--> statement-breakpoint
-- Backfill from existing rows (replayed in date order through the same rules).
DO $$
DECLARE
  entry record;
BEGIN
  FOR entry IN
    SELECT user_id, local_date, mood_score, NULL::uuid AS practice_id, NULL::int AS rating, 'mood' AS kind
      FROM mood_entries
    UNION ALL
    SELECT user_id, local_date, NULL, practice_id, effectiveness_rating, 'practice'
      FROM practice_effectiveness WHERE completion_status = 'completed'
    ORDER BY local_date
  LOOP
    INSERT INTO user_progress (user_id) VALUES (entry.user_id) ON CONFLICT (user_id) DO NOTHING;
    IF entry.kind = 'mood' THEN
      UPDATE user_progress SET
        mood_count = mood_count + 1,
        high_mood_count = high_mood_count + (entry.mood_score >= 8)::int,
        mood_best = GREATEST(mood_best, flowmind_next_run(mood_last_date, mood_run, entry.local_date)),
        mood_run = flowmind_next_run(mood_last_date, mood_run, entry.local_date),
        mood_last_date = GREATEST(mood_last_date, entry.local_date),
        activity_best = GREATEST(activity_best, flowmind_next_run(activity_last_date, activity_run, entry.local_date)),
        activity_run = flowmind_next_run(activity_last_date, activity_run, entry.local_date),
        activity_last_date = GREATEST(activity_last_date, entry.local_date)
      WHERE user_id = entry.user_id;
    ELSE
      UPDATE user_progress SET
        practice_count = practice_count + 1,
        high_rating_count = high_rating_count + (coalesce(entry.rating, 0) >= 8)::int,
        category_counts = coalesce((
          SELECT jsonb_set(category_counts, ARRAY[flowmind_stats_category(c.name)],
            to_jsonb(coalesce((category_counts ->> flowmind_stats_category(c.name))::int, 0) + 1))
          FROM practices p JOIN practice_categories c ON c.id = p.category_id
          WHERE p.id = entry.practice_id AND flowmind_stats_category(c.name) IS NOT NULL), category_counts),
        practice_best = GREATEST(practice_best, flowmind_next_run(practice_last_date, practice_run, entry.local_date)),
        practice_run = flowmind_next_run(practice_last_date, practice_run, entry.local_date),
        practice_last_date = GREATEST(practice_last_date, entry.local_date),
        activity_best = GREATEST(activity_best, flowmind_next_run(activity_last_date, activity_run, entry.local_date)),
        activity_run = flowmind_next_run(activity_last_date, activity_run, entry.local_date),
        activity_last_date = GREATEST(activity_last_date, entry.local_date)
      WHERE user_id = entry.user_id;
    END IF;
  END LOOP;
END
$$;
