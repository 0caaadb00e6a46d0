import {
  bulkActionReplySchema,
  deliveryLineDetailSchema,
  deliveryListReplySchema,
  lineActionReplySchema,
  myCancelReplySchema,
  myDetailSchema,
  myListReplySchema,
  myReturnDetailSchema,
  myReturnListReplySchema,
  myReturnPhotoReplySchema,
  myReturnRequestReplySchema,
  notApplyEventsReplySchema,
  notApplyListReplySchema,
  DELIVERY_FLOW_PATH as P,
  packersReplySchema,
  returnActionReplySchema,
  returnDetailSchema,
  returnListReplySchema,
  returnReopenReplySchema,
} from '@pcs/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * The calls of issue 12 (lists, details and transitions of deliveries and returns, the recipient's own orders),
 * each a thin typed wrapper over callApi with its query key under deliveryKeys.flow.
 */
export const flowKeys = {
  all: ['delivery', 'flow'] as const,
  list: (path: string, request: unknown) => [...flowKeys.all, 'list', path, request] as const,
  line: (estiSn: number, estiItemSn: number | null) => [...flowKeys.all, 'line', estiSn, estiItemSn] as const,
  returnDetail: (refundSn: number) => [...flowKeys.all, 'return', refundSn] as const,
  packers: () => [...flowKeys.all, 'packers'] as const,
  my: () => [...flowKeys.all, 'my'] as const,
  myList: (request: unknown) => [...flowKeys.my(), 'list', request] as const,
  myDetail: (estiSn: number) => [...flowKeys.my(), 'detail', estiSn] as const,
  myReturns: (request: unknown) => [...flowKeys.my(), 'returns', request] as const,
  myReturn: (refundSn: number) => [...flowKeys.my(), 'return', refundSn] as const,
  notApply: (path: string, request: unknown) => [...flowKeys.all, 'notApply', path, request] as const,
};

export type LinesPath = typeof P.applyList | typeof P.orderList | typeof P.releaseList;
export const useLineList = (path: LinesPath, request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.list(path, request),
    queryFn: ({ signal }) => callApi(path, { body: request, schema: deliveryListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useApplyList = (request: Record<string, unknown>) => useLineList(P.applyList, request);
export const useOrderList = (request: Record<string, unknown>) => useLineList(P.orderList, request);
export const useReleaseList = (request: Record<string, unknown>) => useLineList(P.releaseList, request);

export type ReturnsPath = typeof P.returnList | typeof P.returnManagedList;
export const useReturnList = (path: ReturnsPath, request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.list(path, request),
    queryFn: ({ signal }) => callApi(path, { body: request, schema: returnListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useOpenReturns = (request: Record<string, unknown>) => useReturnList(P.returnList, request);
export const useAllReturns = (request: Record<string, unknown>) =>
  useReturnList(P.returnManagedList, request);

export const useLineDetail = (estiSn: number, estiItemSn: number | null) =>
  useQuery({
    queryKey: flowKeys.line(estiSn, estiItemSn),
    queryFn: ({ signal }) =>
      callApi(P.lineDetail, {
        body: estiItemSn ? { estiSn, estiItemSn } : { estiSn },
        schema: deliveryLineDetailSchema,
        signal,
      }),
    enabled: estiSn > 0,
  });

export const useReturnDetail = (key: { estiSn: number; estiItemSn: number; refundSn: number }) =>
  useQuery({
    queryKey: flowKeys.returnDetail(key.refundSn),
    queryFn: ({ signal }) => callApi(P.returnDetail, { body: key, schema: returnDetailSchema, signal }),
    enabled: key.refundSn > 0,
  });

export const usePackers = (enabled: boolean) =>
  useQuery({
    queryKey: flowKeys.packers(),
    queryFn: ({ signal }) => callApi(P.packers, { schema: packersReplySchema, signal }),
    enabled,
  });

/** Every change invalidates the whole flow cache: lists, counts and details all move together. */
function useFlowMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: flowKeys.all }),
  });
}

export const useLineAction = () =>
  useFlowMutation((body: Record<string, unknown>) =>
    callApi(P.lineAction, { body, schema: lineActionReplySchema }),
  );
export const useBulkAction = () =>
  useFlowMutation((body: Record<string, unknown>) =>
    callApi(P.bulkAction, { body, schema: bulkActionReplySchema }),
  );
export const useAssignPacker = () =>
  useFlowMutation((body: Record<string, unknown>) =>
    callApi(P.assignPacker, { body, schema: bulkActionReplySchema }),
  );
export const useReturnAction = () =>
  useFlowMutation((body: Record<string, unknown>) =>
    callApi(P.returnAction, { body, schema: returnActionReplySchema }),
  );

/** An operator gives a completed return's choice back (decision 030). */
export const useReturnReopen = () =>
  useFlowMutation((body: { estiSn: number; estiItemSn: number; refundSn: number; reason: string }) =>
    callApi(P.returnReopen, { body, schema: returnReopenReplySchema }),
  );

export const useNotApplyEvents = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.notApply(P.notApplyEvents, request),
    queryFn: ({ signal }) =>
      callApi(P.notApplyEvents, { body: request, schema: notApplyEventsReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useNotApplyList = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.notApply(P.notApplyList, request),
    queryFn: ({ signal }) =>
      callApi(P.notApplyList, { body: request, schema: notApplyListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });

// The recipient's own

export const useMyList = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.myList(request),
    queryFn: ({ signal }) => callApi(P.myList, { body: request, schema: myListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useMyDetail = (estiSn: number) =>
  useQuery({
    queryKey: flowKeys.myDetail(estiSn),
    queryFn: ({ signal }) => callApi(P.myDetail, { body: { estiSn }, schema: myDetailSchema, signal }),
    enabled: estiSn > 0,
  });
const estiReply = z.object({ estiSn: z.number().int() });
export const useMyAddress = () =>
  useFlowMutation((body: Record<string, unknown>) => callApi(P.myAddress, { body, schema: estiReply }));
export const useMyCardMemo = () =>
  useFlowMutation((body: { estiSn: number; cardMsg: string }) =>
    callApi(P.myCardMemo, { body, schema: estiReply }),
  );
export const useMyCancel = () =>
  useFlowMutation((body: { estiSn: number; reason: string | null }) =>
    callApi(P.myCancel, { body, schema: myCancelReplySchema }),
  );
export const uploadReturnPhoto = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return callApi(P.myReturnPhoto, { body: form, schema: myReturnPhotoReplySchema });
};
export const useMyReturnRequest = () =>
  useFlowMutation((body: Record<string, unknown>) =>
    callApi(P.myReturnRequest, { body, schema: myReturnRequestReplySchema }),
  );
export const useMyReturnWithdraw = () =>
  useFlowMutation((body: { refundSn: number }) =>
    callApi(P.myReturnWithdraw, { body, schema: returnActionReplySchema }),
  );
export const useMyReturns = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: flowKeys.myReturns(request),
    queryFn: ({ signal }) =>
      callApi(P.myReturnList, { body: request, schema: myReturnListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useMyReturn = (key: { estiSn: number; estiItemSn: number; refundSn: number }) =>
  useQuery({
    queryKey: flowKeys.myReturn(key.refundSn),
    queryFn: ({ signal }) => callApi(P.myReturnDetail, { body: key, schema: myReturnDetailSchema, signal }),
    enabled: key.refundSn > 0,
  });
