import { API_PATH, type Language } from '@pcs/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/myPage/language.json: the caller's own language; null goes back to the browser's. */
export const setMyLanguage = (preferredLanguage: Language | null) =>
  callApi(API_PATH.myPageLanguage, { body: { preferredLanguage }, schema: z.null() });

/** Saves it and keeps the session's copy in step, so the journey switches without a new login. */
export function useSetMyLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMyLanguage,
    onSuccess: (_reply, preferredLanguage) => {
      useSession.getState().setPreferredLanguage(preferredLanguage);
      return client.invalidateQueries({ queryKey: accountKeys.myInfo() });
    },
  });
}
