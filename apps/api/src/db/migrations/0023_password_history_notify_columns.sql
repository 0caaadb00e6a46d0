ALTER TABLE "app_user" ADD COLUMN "previous_password_hash" text;--> statement-breakpoint
-- The session cache (decision 020) only needs a notice when something the guard reads changes: last_used_at, which
-- the guard itself writes about once a minute per session, no longer sends one (it used to drop the user's cached
-- sessions in every process on each touch). A listed column in the SET list fires even when its value is unchanged.
DROP TRIGGER user_session_session_changed ON user_session;
--> statement-breakpoint
CREATE TRIGGER user_session_session_changed
  AFTER UPDATE OF token_hash, unq_user_id, login_at, expires_at, revoked_at OR DELETE ON user_session
  FOR EACH ROW EXECUTE FUNCTION pcs_notify_session_changed();
--> statement-breakpoint
DROP TRIGGER app_user_session_changed ON app_user;
--> statement-breakpoint
CREATE TRIGGER app_user_session_changed
  AFTER UPDATE OF unq_user_id, user_id, user_nm, password_hash, auth_cd, sol_cd, cmpy_cd, vendor_sn, use_yn, lock_yn,
    first_login_yn, pwd_changed_at, reg_stat OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION pcs_notify_session_changed();
