import type { SendChannel } from '@pcs/domain';
import { EVENT_SEND_PATH, reminderListReplySchema, reminderSchema } from '@pcs/domain/contracts/event-send';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export const getReminders = (eventSn: number, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.reminderList, { body: { eventSn }, schema: reminderListReplySchema, signal });

export const useReminders = (eventSn: number) =>
  useQuery({
    queryKey: eventSendKeys.reminders(eventSn),
    queryFn: ({ signal }) => getReminders(eventSn, signal),
  });

export const saveReminder = (body: { eventSn: number; daysBefore: number; channel: SendChannel }) =>
  callApi(EVENT_SEND_PATH.reminderSave, { body, schema: reminderSchema });

export const deleteReminder = (reminderSn: number) =>
  callApi(EVENT_SEND_PATH.reminderDelete, { body: { reminderSn }, schema: z.null() });

/** Adding or removing a schedule refreshes the event's schedule list. */
export const useReminderMutations = (eventSn: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: eventSendKeys.reminders(eventSn) });
  return {
    save: useMutation({ mutationFn: saveReminder, onSuccess }),
    remove: useMutation({ mutationFn: deleteReminder, onSuccess }),
  };
};
