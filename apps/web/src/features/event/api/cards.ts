import { type CardSaveRequest, cardListReplySchema, cardSaveReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/card/list.json (useYn null = all). */
/** The query of useCards: the screens' hook and the event set-up's prefetch at route match share it. */
export const cardsQuery = (useYn: 'Y' | 'N' | null = null) =>
  queryOptions({
    queryKey: eventKeys.cards(useYn),
    queryFn: ({ signal }) =>
      callApi(API_PATH.eventCardList, { body: { useYn }, schema: cardListReplySchema, signal }),
  });

export const useCards = (useYn: 'Y' | 'N' | null = null) => useQuery(cardsQuery(useYn));

/** POST .../eventManage/card/save.json */
export const useSaveCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CardSaveRequest) =>
      callApi(API_PATH.eventCardSave, { body: request, schema: cardSaveReplySchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...eventKeys.all, 'cards'] }),
  });
};
