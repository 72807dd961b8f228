-- Live updates (issue 6): every write a person's other tabs should see raises a notification on the
-- 'flowmind_events' channel, whichever server instance (or tool) wrote it. The payload names the person
-- and the kind of change only: never health data or text.
CREATE OR REPLACE FUNCTION flowmind_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  -- Separate branches: plpgsql would reject NEW.user_id on users even in an untaken CASE arm.
  IF TG_TABLE_NAME = 'users' THEN
    person := NEW.id;
  ELSE
    person := NEW.user_id;
  END IF;
  PERFORM pg_notify('flowmind_events', json_build_object('userId', person, 'type', TG_ARGV[0])::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mood_entries_notify AFTER INSERT ON mood_entries
  FOR EACH ROW EXECUTE FUNCTION flowmind_notify_event('mood_logged');
--> statement-breakpoint
CREATE TRIGGER practice_effectiveness_notify AFTER INSERT ON practice_effectiveness
  FOR EACH ROW EXECUTE FUNCTION flowmind_notify_event('practice_completed');
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION flowmind_notify_event('profile_changed');
