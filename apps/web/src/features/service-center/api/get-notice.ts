import { API_PATH } from '@pcs/domain/contracts/paths';
import { noticeDetailSchema } from '@pcs/domain/contracts/service-center';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/main/board/notice/detail.json; null boardId (a create form) asks nothing. */
export const useNotice = (boardId: number | null) =>
  useQuery({
    queryKey: serviceCenterKeys.notice(boardId ?? 0),
    queryFn: ({ signal }) =>
      callApi(API_PATH.noticeDetail, { body: { boardId }, schema: noticeDetailSchema, signal }),
    enabled: boardId !== null,
  });
