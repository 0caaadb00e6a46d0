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

/** An operator's note on an inquiry, what was done about it; ours. */
export const INQUIRY_MEMO_MAX_LENGTH = 1000;
/** An operator's answer to a landing inquiry, mailed to the inquirer. */
export const INQUIRY_ANSWER_MAX_LENGTH = 4000;

/** Texts of the landing API: operators' mail subject per inquiry kind, and the brochure download's file check. */
export const LANDING_MESSAGES = {
  inquiryKind: { QUESTION: '도입 문의', DOWNLOAD: '소개서 다운로드' },
  fileIdInvalid: '파일 번호를 확인해주세요.',
  handleMemoRequired: '처리 메모를 입력해주세요.',
  handleMemoTooLong: `처리 메모는 ${INQUIRY_MEMO_MAX_LENGTH}자 이내로 입력해주세요.`,
  handled: '처리 완료로 저장되었습니다.',
  handledLabel: { Y: '처리 완료', N: '미처리' },
  answerRequired: '답변 내용을 입력해주세요.',
  answerTooLong: `답변은 ${INQUIRY_ANSWER_MAX_LENGTH}자 이내로 입력해주세요.`,
  answerConfirm: '답변을 등록하면 문의하신 분께 메일로 발송됩니다. 등록 하시겠습니까?',
  answered: '답변이 등록되어 메일로 발송됩니다.',
  answerLabel: { WAITING: '답변대기', ANSWERED: '답변완료' },
  answerMailSubject: '[PCS] 문의하신 내용에 대한 답변입니다',
} as const;

/** The mail the inquirer receives with the operator's answer (plain text; the inquirer has no account to log in). */
export function inquiryAnswerMailBody(input: {
  managerNm: string;
  companyNm: string;
  question: string;
  answer: string;
}): string {
  return [
    `${input.managerNm}님, 안녕하세요.`,
    `${input.companyNm}에서 남겨주신 문의에 답변드립니다.`,
    '',
    '[문의 내용]',
    input.question,
    '',
    '[답변]',
    input.answer,
    '',
    '감사합니다.',
  ].join('\n');
}
