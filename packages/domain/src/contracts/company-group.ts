import { z } from 'zod';
import { GROUP_MESSAGES, USER_ADMIN_MESSAGES } from '../org-messages';
import { cmpyCdSchema } from './company';
import { optionalText, pageOf } from './envelope';
import { dateRangeShape, listRequestSchemas, useYnFilter, ynSchema } from './list';

/** Group codes: letters, digits, '-' and '_', up to 20 (company_group.grupCd). */
export const grupCdSchema = z
  .string(GROUP_MESSAGES.codeInvalid)
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, GROUP_MESSAGES.codeInvalid);
export const unqUserIdSchema = z
  .string(USER_ADMIN_MESSAGES.notFound)
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, USER_ADMIN_MESSAGES.notFound);

// ---------------------------------------------------------------------------------------------------------------
// List: POST /v1/ebmp/pcs/manage/group/list.json and .../group/excel.json
// Operators (15, 99999) over every company; a client manager (25) only over their own (cmpyCd may be left out).

export const GROUP_SORT_FIELDS = ['frstRgstDt', 'grupCd', 'grupNm', 'cmpyNm'] as const;
export const groupListFilterShape = {
  cmpyCd: cmpyCdSchema.nullable().optional(),
  /** Group name or code, anywhere in it. */
  searchText: optionalText(100),
  grupTypeCd: optionalText(2),
  useYn: useYnFilter,
  ...dateRangeShape('frstRgstDt'),
};
const groupListSchemas = listRequestSchemas(groupListFilterShape, GROUP_SORT_FIELDS, ['frstRgstDt']);
export const groupListRequestSchema = groupListSchemas.list;
export const groupExcelRequestSchema = groupListSchemas.excel;
export type GroupListRequest = z.input<typeof groupListRequestSchema>;
export type GroupExcelRequest = z.input<typeof groupExcelRequestSchema>;

export const groupRowSchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  grupCd: z.string(),
  grupNm: z.string(),
  grupTypeCd: z.string().nullable(),
  grupTypeNm: z.string().nullable(),
  parentGrupCd: z.string().nullable(),
  parentGrupNm: z.string().nullable(),
  managerUnqUserId: z.string().nullable(),
  /** Masked for operators, in full for the company's own manager (personal-data.ts). */
  managerNm: z.string().nullable(),
  memberCount: z.number().int(),
  useYn: z.enum(['Y', 'N']),
  frstRgstDt: z.string(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;
export const groupListReplySchema = pageOf(groupRowSchema);
export type GroupListReply = z.infer<typeof groupListReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Tree of one company: POST /v1/ebmp/pcs/manage/group/tree.json (parent pickers, move-users targets, events later)

export const groupTreeRequestSchema = z.object({ cmpyCd: cmpyCdSchema });
export type GroupTreeNode = {
  grupCd: string;
  grupNm: string;
  grupTypeCd: string | null;
  parentGrupCd: string | null;
  useYn: 'Y' | 'N';
  memberCount: number;
  depth: number;
  children: GroupTreeNode[];
};
export const groupTreeNodeSchema: z.ZodType<GroupTreeNode> = z.lazy(() =>
  z.object({
    grupCd: z.string(),
    grupNm: z.string(),
    grupTypeCd: z.string().nullable(),
    parentGrupCd: z.string().nullable(),
    useYn: z.enum(['Y', 'N']),
    memberCount: z.number().int(),
    depth: z.number().int(),
    children: z.array(groupTreeNodeSchema),
  }),
);
export const groupTreeReplySchema = z.object({ cmpyCd: z.string(), tree: z.array(groupTreeNodeSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Detail: POST /v1/ebmp/pcs/manage/group/detail.json

export const groupKeySchema = z.object({ cmpyCd: cmpyCdSchema, grupCd: grupCdSchema });
export type GroupKey = z.infer<typeof groupKeySchema>;
export const groupDetailSchema = groupRowSchema.extend({
  managerUserId: z.string().nullable(),
  /** From the root down to the parent. */
  path: z.array(z.object({ grupCd: z.string(), grupNm: z.string() })),
  children: z.array(z.object({ grupCd: z.string(), grupNm: z.string(), memberCount: z.number().int() })),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Create (operators) and edit (operators, client manager): .../group/create.json, .../group/update.json

export const groupFormShape = {
  grupNm: z.string(GROUP_MESSAGES.nameRequired).trim().min(1, GROUP_MESSAGES.nameRequired).max(100),
  /** Code group 007: 01 부서, 02 팀, 03 수신그룹. */
  grupTypeCd: optionalText(2),
  parentGrupCd: grupCdSchema.nullable().optional(),
  managerUnqUserId: unqUserIdSchema.nullable().optional(),
  useYn: ynSchema.default('Y'),
};
export const groupCreateRequestSchema = z.object({
  cmpyCd: cmpyCdSchema,
  grupCd: grupCdSchema,
  ...groupFormShape,
});
export type GroupCreateRequest = z.input<typeof groupCreateRequestSchema>;
export const groupUpdateRequestSchema = groupCreateRequestSchema;
export type GroupUpdateRequest = z.input<typeof groupUpdateRequestSchema>;
export const groupSaveReplySchema = z.object({ cmpyCd: z.string(), grupCd: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Move users between groups: POST /v1/ebmp/pcs/manage/group/moveUsers.json

/** Every listed user must belong to cmpyCd; toGrupCd null takes them out of any group. */
export const groupMoveUsersRequestSchema = z.object({
  cmpyCd: cmpyCdSchema,
  toGrupCd: grupCdSchema.nullable(),
  unqUserIdList: z
    .array(unqUserIdSchema, GROUP_MESSAGES.moveUsersRequired)
    .min(1, GROUP_MESSAGES.moveUsersRequired)
    .max(1000),
});
export type GroupMoveUsersRequest = z.input<typeof groupMoveUsersRequestSchema>;
export const groupMoveUsersReplySchema = z.object({ movedCount: z.number().int() });
