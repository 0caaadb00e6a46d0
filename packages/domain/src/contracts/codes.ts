import { z } from 'zod';

/** GET {single}/v1/ebmp/code/url.json: service addresses by code. */
export const serviceUrlMapSchema = z.record(z.string(), z.string());

/** POST {single}/v1/ebmp/code/multiSolutionCodes.json */
export const multiSolutionCodesRequestSchema = z.object({
  solutionCodes: z
    .array(
      z.object({
        cdGrup: z.string().regex(/^\d{3}$/, '코드그룹은 숫자 3자리입니다.'),
        solCd: z.string().regex(/^\d{4}$/, '솔루션코드는 숫자 4자리입니다.'),
        options: z.object({ displayAll: z.boolean().optional() }).optional(),
        isMobileUse: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type MultiSolutionCodesRequest = z.infer<typeof multiSolutionCodesRequestSchema>;

/** spec §3 Code-table entry. */
export const codeEntrySchema = z.object({
  cdId: z.string().nullable(),
  cdNm: z.string(),
  cdNameSpace: z.string().nullable(),
  solCd: z.string(),
  seqNo: z.number().int(),
  selected: z.boolean(),
});
export type CodeEntry = z.infer<typeof codeEntrySchema>;

export const multiSolutionCodesReplySchema = z.object({
  solutionCodeMap: z.record(z.string(), z.array(codeEntrySchema)),
});

/** POST {pcs}/v1/ebmp/pcs/category/list.json: three-level categories. */
export type CategoryNode = {
  categoryCd: string;
  categoryName: string;
  categoryFullName: string;
  topCategoryName: string;
  parentCategoryName: string | null;
  level: number;
  items: CategoryNode[];
};
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryCd: z.string(),
    categoryName: z.string(),
    categoryFullName: z.string(),
    topCategoryName: z.string(),
    parentCategoryName: z.string().nullable(),
    level: z.number().int(),
    items: z.array(categoryNodeSchema),
  }),
);

/** Reply of POST {pcs}/v1/ebmp/pcs/category/list.json. */
export const categoryListReplySchema = z.array(categoryNodeSchema);
