-- A mood the person corrects soon after giving it ('make that a 7') changes its entry instead of adding a
-- second: the running totals follow the new score, and the person's other tabs hear of it.
CREATE OR REPLACE FUNCTION flowmind_track_mood_correction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rewarded boolean;
BEGIN
  PERFORM 1 FROM user_progress WHERE user_id = NEW.user_id FOR UPDATE;
  -- The entry earned XP when it was among its day's first three check-ins.
  SELECT count(*) <= 3 INTO rewarded
  FROM mood_entries
  WHERE user_id = NEW.user_id AND local_date = NEW.local_date
    AND (created_at, id) <= (NEW.created_at, NEW.id);
  UPDATE user_progress SET
    high_mood_count = high_mood_count + (NEW.mood_score >= 8)::int - (OLD.mood_score >= 8)::int,
    rewarded_high_mood_count = rewarded_high_mood_count
      + (rewarded AND NEW.mood_score >= 8)::int - (rewarded AND OLD.mood_score >= 8)::int,
    updated_at = now()
  WHERE user_id = NEW.user_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mood_entries_track_correction AFTER UPDATE OF mood_score ON mood_entries
  FOR EACH ROW WHEN (OLD.mood_score IS DISTINCT FROM NEW.mood_score)
  EXECUTE FUNCTION flowmind_track_mood_correction();
--> statement-breakpoint
CREATE TRIGGER mood_entries_notify_correction AFTER UPDATE OF mood_score ON mood_entries
  FOR EACH ROW WHEN (OLD.mood_score IS DISTINCT FROM NEW.mood_score)
  EXECUTE FUNCTION flowmind_notify_event('mood_logged');
