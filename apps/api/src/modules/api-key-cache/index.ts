/**
 * Public API keys kept in memory and dropped when the database says a key changed (decision 054). It has no
 * routes, so AppDeps can depend on it without a cycle through the public API's routes, as on the session module.
 */
export {
  API_KEY_CHANGED_CHANNEL,
  type ApiKeyCache,
  createApiKeyCache,
  listenForApiKeyChanges,
} from './key-cache';
