-- Every change to an API key that its authentication reads tells the API processes which key it was (LISTEN
-- pcs_api_key_changed, payload the old key_prefix), so a process that keeps keys in memory (modules/api-key-cache,
-- key-cache.ts) drops it at once, whichever code path or tool made the change: revoke, rotate, scopes, limit,
-- expiry, addresses. last_used_at, touched about once a minute per key, sends none. Inserts need no notice: a new
-- key has a prefix nobody has cached.
CREATE FUNCTION pcs_notify_api_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pcs_api_key_changed', OLD.key_prefix);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_key_changed
  AFTER UPDATE OF api_key_sn, cmpy_cd, scopes, key_prefix, secret_hash, per_minute, created_by, revoked_at, mode,
    expires_at, allowed_ips OR DELETE ON api_key
  FOR EACH ROW EXECUTE FUNCTION pcs_notify_api_key_changed();
