import { curationReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/curation/list.json: a theme's products in landing order. */
export const useCuration = (tempSn: number | null) =>
  useQuery({
    queryKey: eventKeys.curation(tempSn ?? 0),
    queryFn: ({ signal }) =>
      callApi(API_PATH.eventCurationList, { body: { tempSn }, schema: curationReplySchema, signal }),
    enabled: tempSn !== null,
  });

/** POST .../eventManage/curation/save.json: replaces them (what the landing shows). */
export const useSaveCuration = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { tempSn: number; prodSnList: number[] }) =>
      callApi(API_PATH.eventCurationSave, { body: request, schema: curationReplySchema }),
    onSuccess: (data) => {
      client.setQueryData(eventKeys.curation(data.tempSn), data);
      return client.invalidateQueries({ queryKey: eventKeys.themes() });
    },
  });
};
