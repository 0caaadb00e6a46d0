import { type CodePage, filterCodes, SOLUTION_CODE } from '@pcs/domain';
import { multiSolutionCodesReplySchema } from '@pcs/domain/contracts/codes';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export type CodeOption = { value: string; label: string };

/** Query keys of the code lists; the code-table screen invalidates `all` after a save so every list shows it. */
export const codeListKeys = {
  all: ['codeList'] as const,
  group: (cdGrup: string, solCd: string) => [...codeListKeys.all, cdGrup, solCd] as const,
};

/**
 * One code group as select options (spec §7 multiSolutionCodes), by seqNo, with the codes this page must not offer
 * dropped (spec §5 Code lists by page: sign status without 01 and 05 on company and user pages, company type without
 * 01 and banks without ALL on company-save).
 */
/** One code group's entries by seqNo (spec §7 multiSolutionCodes): the query every code list of a page shares. */
export const codeGroupQuery = (cdGrup: string, solCd: string = SOLUTION_CODE) =>
  queryOptions({
    queryKey: codeListKeys.group(cdGrup, solCd),
    queryFn: async ({ signal }) => {
      const reply = await callApi(API_PATH.multiSolutionCodes, {
        body: { solutionCodes: [{ cdGrup, solCd }] },
        schema: multiSolutionCodesReplySchema,
        signal,
      });
      return [...(reply.solutionCodeMap[cdGrup] ?? [])].sort((a, b) => a.seqNo - b.seqNo);
    },
    staleTime: 5 * 60_000,
  });

/**
 * One code group as select options, with the codes this page must not offer dropped (spec §5 Code lists by page:
 * sign status without 01 and 05 on company and user pages, company type without 01 and banks without ALL on
 * company-save).
 */
export function useCodeOptions(cdGrup: string, page: CodePage, solCd: string = SOLUTION_CODE) {
  return useQuery({
    ...codeGroupQuery(cdGrup, solCd),
    select: (entries): CodeOption[] =>
      filterCodes(cdGrup, page, entries).flatMap((e) => (e.cdId ? [{ value: e.cdId, label: e.cdNm }] : [])),
  });
}

/** The label of a code among loaded options, or the code itself while they load. */
export const codeLabel = (
  options: readonly CodeOption[] | undefined,
  code: string | null | undefined,
): string => (code ? (options?.find((o) => o.value === code)?.label ?? code) : '-');
