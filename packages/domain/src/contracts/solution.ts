import { z } from 'zod';

/** POST /v1/ebmp/solution/user/solutionList.json: the caller's solutions (their solCd list) for the switcher. */
export const solutionListRequestSchema = z.object({ loginUserToken: z.string().optional() });
export const solutionEntrySchema = z.object({
  solCd: z.string(),
  solNm: z.string(),
  /** spec §7 Solution launch type: '10' opens the address as is; others get the loginUserToken query. */
  linkTypeCd: z.string(),
  /** Absolute address, or null while the solution is not open (the switcher alerts 준비중입니다). */
  launchUrl: z.string().nullable(),
  /** Y for this solution (1020). */
  currentYn: z.enum(['Y', 'N']),
});
export type SolutionEntry = z.infer<typeof solutionEntrySchema>;
export const solutionListReplySchema = z.object({ solutionList: z.array(solutionEntrySchema) });
