import { z } from 'zod';
import { CODE_ADMIN_MESSAGES } from '../org-messages';
import { optionalText } from './envelope';
import { useYnFilter, ynSchema } from './list';

/**
 * Code tables admin (operator admins 15, 99999): code groups and their codes (spec §3 Code-table entry).
 * Codes are never deleted, only set to useYn N, so rows that point at them keep their meaning.
 * multiSolutionCodes and the category list read the tables on every call, so a save shows at once.
 */
const cdGrupSchema = z.string().regex(/^\d{3}$/, '코드그룹은 숫자 3자리입니다.');
const solCdSchema = z.string().regex(/^\d{4}$/, '솔루션코드는 숫자 4자리입니다.');

/** POST /v1/ebmp/pcs/manage/code/groupList.json */
export const codeGroupListRequestSchema = z.object({
  solCd: solCdSchema.nullable().optional(),
  /** Group code or name, anywhere in it. */
  searchText: optionalText(100),
  useYn: useYnFilter,
});
export const codeGroupRowSchema = z.object({
  cdGrup: z.string(),
  solCd: z.string(),
  cdGrupNm: z.string(),
  useYn: z.enum(['Y', 'N']),
  codeCount: z.number().int(),
});
export type CodeGroupRow = z.infer<typeof codeGroupRowSchema>;
export const codeGroupListReplySchema = z.object({ list: z.array(codeGroupRowSchema) });

/** POST /v1/ebmp/pcs/manage/code/groupSave.json: creates or renames a group. */
export const codeGroupSaveRequestSchema = z.object({
  cdGrup: cdGrupSchema,
  solCd: solCdSchema,
  cdGrupNm: z
    .string(CODE_ADMIN_MESSAGES.groupNameRequired)
    .trim()
    .min(1, CODE_ADMIN_MESSAGES.groupNameRequired)
    .max(100),
  useYn: ynSchema.default('Y'),
});
export type CodeGroupSaveRequest = z.input<typeof codeGroupSaveRequestSchema>;

/** POST /v1/ebmp/pcs/manage/code/list.json: every code of a group, unused ones included. */
export const codeGroupKeySchema = z.object({ cdGrup: cdGrupSchema, solCd: solCdSchema });
export const codeAdminRowSchema = z.object({
  cdId: z.string(),
  cdNm: z.string(),
  cdNameSpace: z.string().nullable(),
  seqNo: z.number().int(),
  useYn: z.enum(['Y', 'N']),
  mobileUseYn: z.enum(['Y', 'N']),
});
export type CodeAdminRow = z.infer<typeof codeAdminRowSchema>;
export const codeAdminListReplySchema = z.object({
  group: codeGroupRowSchema,
  list: z.array(codeAdminRowSchema),
});

/** POST /v1/ebmp/pcs/manage/code/save.json: inserts or updates the given codes of one group in one transaction. */
export const codeSaveRequestSchema = z.object({
  cdGrup: cdGrupSchema,
  solCd: solCdSchema,
  codes: z
    .array(
      z.object({
        cdId: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,10}$/, CODE_ADMIN_MESSAGES.codeIdInvalid),
        cdNm: z
          .string(CODE_ADMIN_MESSAGES.codeNameRequired)
          .trim()
          .min(1, CODE_ADMIN_MESSAGES.codeNameRequired)
          .max(100),
        cdNameSpace: optionalText(100),
        seqNo: z.coerce.number().int().min(0).max(99_999),
        useYn: ynSchema.default('Y'),
        mobileUseYn: ynSchema.default('Y'),
      }),
    )
    .min(1)
    .max(500)
    .refine(
      (codes) => new Set(codes.map((c) => c.cdId)).size === codes.length,
      CODE_ADMIN_MESSAGES.duplicateCode,
    ),
});
export type CodeSaveRequest = z.input<typeof codeSaveRequestSchema>;
export const codeSaveReplySchema = z.object({ savedCount: z.number().int() });
