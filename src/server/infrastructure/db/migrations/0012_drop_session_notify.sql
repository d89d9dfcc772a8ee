-- Sessions are no longer cached in the server processes (the guard reads the session row on every request),
-- so nothing listens on visapath_sessions any more: the triggers and function of 0003_session_notify go.
DROP TRIGGER IF EXISTS users_notify_sessions_update ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_sessions_delete ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_sessions_truncate ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_update ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_delete ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_truncate ON sessions;
--> statement-breakpoint
DROP FUNCTION IF EXISTS visapath_notify_sessions();
