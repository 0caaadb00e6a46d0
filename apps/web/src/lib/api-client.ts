import { alertTextFor, isSuccessReply, LANGUAGE_HEADER, MESSAGE_CODE, MSG, messageCodeOf } from '@pcs/domain';
import { currentLanguage } from '../i18n/texts';
import { getToken, useSession } from './session-store';

/** A reply that was not 2000, or no reply at all. messageText is what the user is shown (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly messageCode: string,
    readonly messageText: string,
    readonly status: number,
    /** resultData of the refusal, when the server sent one (an Excel import lists its errors there). */
    readonly data: unknown = null,
  ) {
    super(messageText);
    this.name = 'ApiError';
  }
}

/**
 * What checks a reply: a zod contract, or a light check of the same shape where zod must stay out of a chunk (the
 * landing's first load).
 */
export type ReplyCheck<R> = {
  safeParse: (value: unknown) => { success: true; data: R } | { success: false; error: { issues: unknown } };
};

/** Any resultData (a call whose reply nothing reads, like logout), without pulling zod into the entry chunk. */
export const ANY_REPLY: ReplyCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

type CallOptions<R> = {
  method?: 'GET' | 'POST';
  /** A JSON body, or FormData for a multipart call (the browser sets its boundary). */
  body?: unknown;
  /** Validates resultData; a reply that does not fit is treated as "not received normally". */
  schema: ReplyCheck<R>;
  signal?: AbortSignal;
  /** The text for a missing reply or envelope (spec §8); the multi-select passes 데이터가 정상적으로 조회되지 않았습니다. */
  fallbackText?: string;
};

/** The headers every call sends: JSON replies and the bearer token when signed in. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  // The page's language (decision 055): what the server sends the person (an auth number) follows it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [LANGUAGE_HEADER]: currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The error for a reply that is not a 2000 envelope (spec §8): the server's messageText, or `fallbackText` when the
 * envelope or its text is missing. An expired or missing login signs the session out.
 */
export function replyError(
  payload: unknown,
  status: number,
  fallbackText: string = MSG.dataNotProcessed,
): ApiError {
  const code = messageCodeOf(payload) ?? MESSAGE_CODE.serverError;
  if (code === MESSAGE_CODE.unauthorized || code === MESSAGE_CODE.tokenExpired)
    useSession.getState().signOut();
  const data = payload && typeof payload === 'object' && 'resultData' in payload ? payload.resultData : null;
  return new ApiError(code, alertTextFor(payload, fallbackText), status, data);
}

/** A network failure (no reply at all): logged, and shown as the fallback text. */
export function networkError(
  path: string,
  error: unknown,
  fallbackText: string = MSG.dataNotProcessed,
): ApiError {
  console.error('network error', path, error);
  return new ApiError(MESSAGE_CODE.serverError, fallbackText, 0);
}

/**
 * The one API client: sends the bearer token, unwraps the envelope, and turns every non-2000 reply into an ApiError
 * carrying the server's Korean text. A missing envelope becomes 데이터가 정상적으로 처리되지 않았습니다. (spec §8).
 */
export async function callApi<R>(path: string, options: CallOptions<R>): Promise<R> {
  const headers = authHeaders();
  const fallback = options.fallbackText ?? MSG.dataNotProcessed;
  const init: RequestInit = { method: options.method ?? 'POST', headers, signal: options.signal ?? null };
  if (init.method === 'POST' && options.body instanceof FormData) {
    init.body = options.body;
  } else if (init.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError(path, error, fallback);
  }

  const payload: unknown = await response.json().catch(() => null);
  // spec §8: the server's messageText; a missing envelope or text becomes the fallback text.
  if (!isSuccessReply(payload)) throw replyError(payload, response.status, fallback);
  const parsed = options.schema.safeParse((payload as { resultData: unknown }).resultData);
  if (!parsed.success) {
    console.error('unexpected reply shape', path, parsed.error.issues);
    throw new ApiError(MESSAGE_CODE.serverError, fallback, response.status);
  }
  return parsed.data;
}
