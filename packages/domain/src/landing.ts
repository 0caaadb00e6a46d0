import {
  DEFAULT_THEME_BACKGROUND,
  HIDDEN_CATEGORY_CODES,
  HIDDEN_THEME_CODES,
  THEME_BACKGROUND_CODES,
} from './constants';

/** spec §9: a template's two-digit code ('02' for tempSn 2), as the theme codes of the spec are written. */
export const themeCode = (tempSn: number | null | undefined): string | null =>
  tempSn === null || tempSn === undefined ? null : String(tempSn).padStart(2, '0');

/** spec §9 Hidden themes 13 and 14, as template numbers. */
export const HIDDEN_THEME_SNS: readonly number[] = HIDDEN_THEME_CODES.map(Number);

/** spec §2 Theme list: templates 13 and 14 are never shown. */
export const isHiddenTheme = (tempSn: number | null | undefined): boolean =>
  tempSn !== null && tempSn !== undefined && HIDDEN_THEME_SNS.includes(tempSn);

/** spec §2 Category list: category 13 (and anything under it) is never shown. */
export const isHiddenCategory = (categoryCd: string | null | undefined): boolean =>
  !!categoryCd && HIDDEN_CATEGORY_CODES.some((c) => categoryCd.startsWith(c));

/** spec §9 Theme background image map: the theme's own picture when the map has one, otherwise 00. */
export function themeBackgroundCode(tempSn: number | null | undefined): string {
  const code = themeCode(tempSn);
  return code && (THEME_BACKGROUND_CODES as readonly string[]).includes(code)
    ? code
    : DEFAULT_THEME_BACKGROUND;
}

/** An operator's note on an inquiry, what was done about it; ours (issue 8). */
export const INQUIRY_MEMO_MAX_LENGTH = 1000;

/** Texts of the landing API: operators' mail subject per inquiry kind, and the brochure download's file check. */
export const LANDING_MESSAGES = {
  inquiryKind: { QUESTION: '도입 문의', DOWNLOAD: '소개서 다운로드' },
  fileIdInvalid: '파일 번호를 확인해주세요.',
  handleMemoRequired: '처리 메모를 입력해주세요.',
  handleMemoTooLong: `처리 메모는 ${INQUIRY_MEMO_MAX_LENGTH}자 이내로 입력해주세요.`,
  handled: '처리 완료로 저장되었습니다.',
  handledLabel: { Y: '처리 완료', N: '미처리' },
} as const;
