import { CODE_GROUP, HIDDEN_CATEGORY_CODES, SOLUTION_CODE } from '@pcs/domain';
import { multiSolutionCodesReplySchema } from '@pcs/domain/contracts/codes';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

export type LandingCategory = { cdId: string; cdNm: string };

/** spec §7: landing category codes, group 010 under the solution code, by seqNo; category 13 hidden (spec §2). */
export const useLandingCategories = () =>
  useQuery({
    queryKey: landingKeys.categories(),
    queryFn: async ({ signal }): Promise<LandingCategory[]> => {
      const reply = await callApi(API_PATH.multiSolutionCodes, {
        body: { solutionCodes: [{ cdGrup: CODE_GROUP.category, solCd: SOLUTION_CODE }] },
        schema: multiSolutionCodesReplySchema,
        signal,
      });
      return (reply.solutionCodeMap[CODE_GROUP.category] ?? [])
        .slice()
        .sort((a, b) => a.seqNo - b.seqNo)
        .filter((c): c is typeof c & { cdId: string } => c.cdId !== null)
        .filter((c) => !(HIDDEN_CATEGORY_CODES as readonly string[]).includes(c.cdId))
        .map((c) => ({ cdId: c.cdId, cdNm: c.cdNm }));
    },
    staleTime: 10 * 60_000,
  });
