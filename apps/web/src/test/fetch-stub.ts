import { vi } from 'vitest';

/** A reply as the API sends it: the envelope with a messageCode, its text and resultData. */
export const envelope = (messageCode: string, resultData: unknown = null, messageText = '', status = 200) =>
  new Response(JSON.stringify({ resultStatus: { messageCode, messageText }, resultData }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch for one test (setup-dom.ts restores it): `answer` gives a fresh Response per call, by path.
 * The returned mock records the calls: [path, init].
 */
export function stubFetch(answer: (path: string) => Response) {
  const fetch = vi.fn(async (path: string, _init: RequestInit) => answer(path));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
