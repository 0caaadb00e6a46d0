/**
 * A key made once per dialog opening and sent with a request the server keeps idempotent (a send, a document): a
 * repeated submit of the same opening does nothing more.
 */
export const newRequestKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
