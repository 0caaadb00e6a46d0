import { codeAdminListReplySchema } from '@pcs/domain/contracts/code-admin';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-query-keys';

/** POST .../manage/code/list.json: every code of one group, unused ones included. */
export const getCodes = (cdGrup: string, solCd: string, signal?: AbortSignal) =>
  callApi(API_PATH.codeAdminList, { body: { cdGrup, solCd }, schema: codeAdminListReplySchema, signal });

export const useCodes = (group: { cdGrup: string; solCd: string } | null) =>
  useQuery({
    queryKey: systemKeys.codes(group?.cdGrup ?? '', group?.solCd ?? ''),
    queryFn: ({ signal }) => getCodes(group?.cdGrup ?? '', group?.solCd ?? '', signal),
    enabled: group !== null,
  });
