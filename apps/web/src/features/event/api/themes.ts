import { type ThemeSaveRequest, themeListReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/theme/list.json; also started by the event set-up's prefetch (decision 050). */
export const themesQuery = () =>
  queryOptions({
    queryKey: eventKeys.themes(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.eventThemeList, { body: {}, schema: themeListReplySchema, signal }),
  });

export const useThemes = () => useQuery(themesQuery());

/** POST .../eventManage/theme/save.json */
export const useSaveTheme = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ThemeSaveRequest) =>
      callApi(API_PATH.eventThemeSave, { body: request, schema: z.object({ tempSn: z.number() }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.themes() }),
  });
};
