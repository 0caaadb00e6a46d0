import {
  EVENT_SEND_PATH,
  evalutionDetailReplySchema,
  evalutionListReplySchema,
} from '@pcs/domain/contracts/event-send';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';

export type EvalutionListRequest = { cmpyCd: string | null; searchEventNm: string | null; page: number };

export const getEvalutionList = (request: EvalutionListRequest, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.evalutionList, { body: request, schema: evalutionListReplySchema, signal });

export const useEvalutionList = (request: EvalutionListRequest) =>
  useQuery({
    queryKey: surveyKeys.resultList(request),
    queryFn: ({ signal }) => getEvalutionList(request, signal),
    placeholderData: keepPreviousData,
  });

export const getEvalutionDetail = (eventSn: number, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.evalutionDetail, { body: { eventSn }, schema: evalutionDetailReplySchema, signal });

export const useEvalutionDetail = (eventSn: number | null) =>
  useQuery({
    queryKey: surveyKeys.resultDetail(eventSn ?? 0),
    queryFn: ({ signal }) => getEvalutionDetail(eventSn as number, signal),
    enabled: eventSn !== null,
  });
