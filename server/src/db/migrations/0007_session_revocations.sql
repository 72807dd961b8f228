-- Session cache (issue 8): API instances keep recently checked sessions in memory so a request does not
-- cost a database round trip. Ending a session (sign-out, password change or reset, account deletion)
-- announces its id on 'flowmind_sessions' so every instance drops it at once. Only the session's id is
-- sent, never its token.
CREATE OR REPLACE FUNCTION flowmind_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flowmind_sessions', OLD.id::text);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_ended AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION flowmind_notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed AFTER UPDATE ON auth_sessions
  FOR EACH ROW WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at AND NEW.expires_at < now())
  EXECUTE FUNCTION flowmind_notify_session_ended();
