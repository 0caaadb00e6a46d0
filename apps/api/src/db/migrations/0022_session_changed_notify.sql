-- Every change to a user or a session tells the API processes which user it was about (LISTEN
-- pcs_session_changed), so a process that keeps live sessions in memory (modules/auth/session-cache.ts) drops that
-- user's at once, whichever code path or tool made the change: logout, role, company, use flag, password, first
-- login, expiry. Inserts need no notice: a new session has a new token nobody has cached.
CREATE FUNCTION pcs_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pcs_session_changed', OLD.unq_user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_user_session_changed AFTER UPDATE OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION pcs_notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER user_session_session_changed AFTER UPDATE OR DELETE ON user_session
  FOR EACH ROW EXECUTE FUNCTION pcs_notify_session_changed();
