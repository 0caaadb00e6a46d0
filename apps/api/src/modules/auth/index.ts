/**
 * Login and logout, password hashing and the login throttle (decision 022). Accounts and user administration check
 * and set passwords and take throttle attempts through these; the sessions themselves are the session module's.
 */
export { BEARER_FAILURES_PER_MINUTE, countBearerFailure } from './bearer-throttle';
export { hashPassword, verifyPassword } from './credentials';
export {
  accountThrottleKey,
  clearLoginFailures,
  loginUserData,
  purgeLoginThrottles,
  startSession,
} from './login';
export {
  type DelayRule,
  findUserByLoginId,
  refundAttempt,
  takeAttempt,
  takeDelayedAttempt,
} from './repository';
export { authRoutes } from './routes';
