/**
 * Live login sessions (decision 003): the session rows and the in-process cache of live ones. It has no routes, so the
 * guard (http/auth-guard.ts) and AppDeps can depend on it without a cycle through a module's routes; logging in and
 * out (auth) open and revoke sessions here.
 */
export {
  findLiveSession,
  insertSession,
  revokeSession,
  sessionVerifiedTelNo,
  touchSession,
} from './repository';
export { createSessionCache, listenForSessionChanges, type SessionCache } from './session-cache';
