import { fileUrl, MSG } from '@pcs/domain';
import { alertMessage } from './dialog';
import { getToken } from './session-store';

/**
 * Downloads a stored file that needs the session (GET /files/{fileId} with the bearer token): a plain link cannot
 * send the token, so the bytes are fetched and handed to the browser as a download under the given name.
 */
export async function downloadFile(fileId: string, fileName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(fileUrl(fileId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!res?.ok) {
    await alertMessage(MSG.dataNotProcessed);
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once click() returns; the URL is released on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
