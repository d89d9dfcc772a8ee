-- Every change that can end a session or change what its token may do is announced on the channel
-- visapath_sessions, payload the user id ('*' for all users), so that each server process drops the sessions
-- it has cached (src/server/auth/sessionCache.ts). The notification is sent at commit, and only then.
CREATE OR REPLACE FUNCTION visapath_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('visapath_sessions', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('visapath_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('visapath_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.token_version IS DISTINCT FROM NEW.token_version
    OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
    OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION visapath_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION visapath_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION visapath_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION visapath_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION visapath_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION visapath_notify_sessions();
