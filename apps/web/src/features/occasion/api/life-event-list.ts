import {
  LIFE_EVENT_PATH,
  type LifeEventListRequest,
  lifeEventListReplySchema,
} from '@pcs/domain/contracts/occasion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST occasion/lifeEvent/list.json: the life events and requests of /occasion/lifeEvents. */
export const getLifeEventList = (request: LifeEventListRequest, signal?: AbortSignal) =>
  callApi(LIFE_EVENT_PATH.list, { body: request, schema: lifeEventListReplySchema, signal });

export const useLifeEventList = (request: LifeEventListRequest) =>
  useQuery({
    queryKey: occasionKeys.lifeEventList(request),
    queryFn: ({ signal }) => getLifeEventList(request, signal),
    placeholderData: keepPreviousData,
  });
