import { fileUrl, MSG, XLSX_CONTENT_TYPE } from '@pcs/domain';
import { authHeaders, networkError, replyError } from './api-client';
import { alertMessage } from './dialog';
import { getToken } from './session-store';

/** The file name of a download: RFC 5987 filename* (Korean names) first, then the plain filename, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // A malformed escape: the plain name below is still usable.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

/** Hands bytes to the browser as a download (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * POSTs a JSON body to an endpoint that answers with a file (the list downloads and import templates send xlsx
 * bytes, not an envelope) and saves it. A refusal still comes as an envelope: it is thrown as an ApiError with the
 * server's text (spec §8). Returns the saved file name.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        ...authHeaders(),
        Accept: `${XLSX_CONTENT_TYPE}, application/json`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body ?? {}),
    });
  } catch (error) {
    throw networkError(path, error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const payload: unknown = await response.json().catch(() => null);
    throw replyError(payload, response.status);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * Downloads a stored file that needs the session (GET /files/{fileId} with the bearer token): a plain link cannot
 * send the token, so the bytes are fetched and handed to the browser under the given name.
 */
export async function downloadStoredFile(fileId: string, fileName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(fileUrl(fileId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!res?.ok) {
    await alertMessage(MSG.dataNotProcessed);
    return;
  }
  saveBlob(await res.blob(), fileName);
}
