import { z } from 'zod';
import { languageSchema } from '../languages';

/** POST {sso}/v1/ebmp/login.json */
export const loginRequestSchema = z.object({
  userId: z.string().trim().min(1, '아이디를 입력해주세요.').max(50),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const menuEntrySchema = z.object({
  menuId: z.string(),
  menuNm: z.string(),
  urlLink: z.string(),
  upperMenuId: z.string().nullable(),
  seqNo: z.number().int(),
  /** 'N' entries grant access to their screens but are not shown in the menu. */
  displayYn: z.enum(['Y', 'N']),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** spec §3 Login user data. loginDt is the recorded login time (YYYYMMDDHHMISS) used by the session cut-off. */
export const loginUserDataSchema = z.object({
  loginUserToken: z.string(),
  userId: z.string(),
  unqUserId: z.string(),
  userNm: z.string(),
  authCd: z.string(),
  authNm: z.string(),
  solCd: z.string(),
  menuMaster: z.array(menuEntrySchema),
  firstLoginYn: z.enum(['Y', 'N']),
  pwdExpiredYn: z.enum(['Y', 'N']),
  cmpyCd: z.string().nullable(),
  cmpyNm: z.string().nullable(),
  loginDt: z.string(),
  /** The person's language for the recipient journey (decision 055); null: the browser's. */
  preferredLanguage: languageSchema.nullable(),
});
export type LoginUserData = z.infer<typeof loginUserDataSchema>;

export const tokenOnlySchema = z.object({ loginUserToken: z.string().optional() });
