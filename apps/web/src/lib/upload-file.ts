import { isSuccessReply, MESSAGE_CODE, MSG } from '@pcs/domain';
import type { z } from 'zod';
import { ApiError, authHeaders, networkError, replyError } from './api-client';

export type UploadOptions<T extends z.ZodType> = {
  schema: T;
  /** 0..100 while the bytes go up; the server's check and import follow at 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). The reply is read
 * like callApi reads it: the envelope unwrapped, a refusal thrown as an ApiError whose `data` keeps resultData
 * (an Excel import lists every bad row there).
 */
export function uploadFile<T extends z.ZodType>(
  path: string,
  form: FormData,
  options: UploadOptions<T>,
): Promise<z.infer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(networkError(path, new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (!isSuccessReply(payload)) {
        reject(replyError(payload, xhr.status));
        return;
      }
      options.onProgress?.(100);
      const parsed = options.schema.safeParse((payload as { resultData: unknown }).resultData);
      if (parsed.success) resolve(parsed.data);
      else {
        console.error('unexpected reply shape', path, parsed.error.issues);
        reject(new ApiError(MESSAGE_CODE.serverError, MSG.dataNotProcessed, xhr.status));
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
