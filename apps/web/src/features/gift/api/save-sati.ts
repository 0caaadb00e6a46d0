import { EVENT_SEND_PATH, type SatiSaveRequest } from '@pcs/domain/contracts/event-send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';

export const saveSati = (request: SatiSaveRequest) =>
  callApi(EVENT_SEND_PATH.satiSave, { body: request, schema: z.null() });

export const useSaveSati = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSati,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
};
