import { MSG } from '@pcs/domain';
import { useEffect, useRef } from 'react';
import { ApiError } from './api-client';
import { alertMessage } from './dialog';

/** spec §8: the server's messageText, or the generic text when there was no usable reply. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.messageText : MSG.dataNotProcessed;

/**
 * spec §8: a failed call alerts the server's text and its data is not shown. Each error object alerts once, so a
 * re-render or StrictMode's double effect does not stack the same alert.
 */
export function useErrorAlert(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    void alertMessage(errorText(error));
  }, [error]);
}
