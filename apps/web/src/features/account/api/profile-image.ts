import { fileUrl } from '@pcs/domain';
import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/session-store';

/**
 * A profile image is private (GET /files/{fileId} wants the owner's token), so a plain <img src> or CSS url() cannot
 * load it: fetch it with the bearer token and show it through an object URL, released when the id changes or the
 * screen closes. Null while loading, without an id, or when the server refuses.
 */
export function useProfileImageUrl(fileId: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!fileId) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    fetch(fileUrl(fileId), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // Aborted, offline or refused: the screen shows the empty avatar, which is all a missing picture needs.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return url;
}
