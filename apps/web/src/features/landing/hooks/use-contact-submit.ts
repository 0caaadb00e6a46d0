import { type ContactForm, MSG, toContactPayload, validateContact } from '@pcs/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { alertMessage, confirmMessage } from '../../../lib/dialog';

/**
 * spec §5 Contact form: the first failing alert in the spec's order, then the confirm 등록 하시겠습니까?, then `send`
 * with the spec §3 payload (and the products chosen on the landing, when given). A failure shows the server's text, or 데이터가 정상적으로 처리되지 않았습니다. (spec §8).
 * Resolves true when sent.
 */
export function useContactSubmit<T>(send: (payload: ReturnType<typeof toContactPayload>) => Promise<T>) {
  const [busy, setBusy] = useState(false);
  const submit = async (form: ContactForm, prodSnList: readonly number[] = []): Promise<T | null> => {
    if (busy) return null;
    const error = validateContact(form);
    if (error) {
      await alertMessage(error);
      return null;
    }
    if (!(await confirmMessage(MSG.registerConfirm))) return null;
    setBusy(true);
    try {
      return await send(toContactPayload(form, prodSnList));
    } catch (e) {
      await alertMessage(e instanceof ApiError && e.messageText ? e.messageText : MSG.dataNotProcessed);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
