import { MSG } from './messages';
import { AUTH_CD, type AuthCd, isOperatorAdmin, OPERATOR_GROUP, VENDOR_GROUP } from './roles';

/**
 * Service centre (spec §2 Service centre, §3 Notice): who reads which notice, the FAQ categories, the
 * attachment limits and the one-to-one questions' states. Texts the screens and the API show live here once.
 */

/**
 * Notice audiences an operator admin can pick; a notice with none is for everyone logged in. Each group names the
 * roles it covers, so "고객사 직원" reaches 20 and nothing else.
 */
export const NOTICE_AUDIENCES = [
  { value: 'OPERATOR', label: '운영사', authCds: OPERATOR_GROUP },
  { value: 'CLIENT_MANAGER', label: '고객사 관리자', authCds: [AUTH_CD.clientManager] },
  { value: 'CLIENT_EMPLOYEE', label: '고객사 직원', authCds: [AUTH_CD.clientEmployee] },
  { value: 'VENDOR', label: '공급사', authCds: VENDOR_GROUP },
  { value: 'PART_TIMER', label: '아르바이트', authCds: [AUTH_CD.partTimer] },
] as const satisfies readonly { value: string; label: string; authCds: readonly AuthCd[] }[];
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number]['value'];
export const NOTICE_AUDIENCE_VALUES = NOTICE_AUDIENCES.map((a) => a.value) as [
  NoticeAudience,
  ...NoticeAudience[],
];

/** The roles a set of audiences reaches; empty means every role. */
export const audienceAuthCds = (audiences: readonly string[]): AuthCd[] =>
  NOTICE_AUDIENCES.filter((a) => audiences.includes(a.value)).flatMap((a) => [...a.authCds]);

/** The one audience group a role belongs to (every role is in exactly one), or null for an unknown role. */
export const audienceOf = (authCd: string): NoticeAudience | null =>
  NOTICE_AUDIENCES.find((a) => (a.authCds as readonly string[]).includes(authCd))?.value ?? null;

/** The screen's label of a notice's audience: '전체' or the groups joined, with the company when one is set. */
export function audienceLabel(audiences: readonly string[], cmpyNm: string | null): string {
  const groups = NOTICE_AUDIENCES.filter((a) => audiences.includes(a.value)).map((a) => a.label);
  const who = groups.length === 0 ? '전체' : groups.join(', ');
  return cmpyNm ? `${cmpyNm} · ${who}` : who;
}

/**
 * Who reads a notice: operator admins read every notice (they write them); anyone else reads a notice
 * when it names no audience or one that covers their role, and names no company or theirs.
 */
export function mayReadNotice(
  notice: { audiences: readonly string[]; cmpyCd: string | null },
  reader: { authCd: string; cmpyCd: string | null },
): boolean {
  if (isOperatorAdmin(reader.authCd)) return true;
  const roles = audienceAuthCds(notice.audiences) as readonly string[];
  const roleOk = notice.audiences.length === 0 || roles.includes(reader.authCd);
  const companyOk = notice.cmpyCd === null || notice.cmpyCd === reader.cmpyCd;
  return roleOk && companyOk;
}

/** Notice search fields (list filter). */
export const NOTICE_SEARCH_TYPES = [
  { value: 'ALL', label: '제목+내용' },
  { value: 'TITLE', label: '제목' },
  { value: 'CONTENT', label: '내용' },
] as const;
export type NoticeSearchType = (typeof NOTICE_SEARCH_TYPES)[number]['value'];

/** Attachments of a notice: at most 5 files of at most 10 MB each, of the kinds below (checked by content). */
export const NOTICE_ATTACHMENT_MAX_FILES = 5;
export const NOTICE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** File name extensions accepted; the server also checks that the bytes are what the extension claims. */
export const NOTICE_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'xlsx',
  'docx',
  'pptx',
  'hwp',
  'xls',
  'doc',
  'ppt',
  'zip',
] as const;

/** The lower-case extension of a file name, or '' (a name like '.hidden' or 'noext' has none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Human file size: '812 B', '12.3 KB', '4.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** FAQ categories (faqCategoryCd). */
export const FAQ_CATEGORIES = [
  { cd: '01', nm: '선물신청' },
  { cd: '02', nm: '주문·배송' },
  { cd: '03', nm: '교환·반품' },
  { cd: '04', nm: '계정' },
  { cd: '05', nm: '기타' },
] as const;
export type FaqCategoryCd = (typeof FAQ_CATEGORIES)[number]['cd'];
export const FAQ_CATEGORY_CDS = FAQ_CATEGORIES.map((c) => c.cd) as [FaqCategoryCd, ...FaqCategoryCd[]];
export const faqCategoryName = (cd: string): string => FAQ_CATEGORIES.find((c) => c.cd === cd)?.nm ?? cd;

/** One-to-one questions of logged-in users: waiting until an operator admin answers. */
export const QNA_STATUS = { waiting: 'WAITING', answered: 'ANSWERED' } as const;
export type QnaStatus = (typeof QNA_STATUS)[keyof typeof QNA_STATUS];
export const QNA_STATUS_LABEL: Record<QnaStatus, string> = { WAITING: '답변대기', ANSWERED: '답변완료' };

/** Limits of the service centre's forms (characters). */
export const SERVICE_CENTER_LIMITS = {
  noticeTitle: 200,
  noticeHtml: 200_000,
  faqQuestion: 300,
  faqAnswer: 4000,
  qnaTitle: 100,
  qnaQuestion: 2000,
  qnaAnswer: 4000,
  search: 100,
} as const;

/** Texts of the service centre, for the screens and the API. */
export const SERVICE_CENTER_MESSAGES = {
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  noticeTitleRequired: '제목을 입력해주세요.',
  noticeBodyRequired: '내용을 입력해주세요.',
  saveConfirm: '저장 하시겠습니까?',
  deleteConfirm: '삭제 하시겠습니까?',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  attachmentTooMany: `첨부파일은 ${NOTICE_ATTACHMENT_MAX_FILES}개까지 등록할 수 있습니다.`,
  attachmentTooLarge: `첨부파일은 ${NOTICE_ATTACHMENT_MAX_BYTES / 1024 / 1024}MB 이하만 등록할 수 있습니다.`,
  attachmentType: '등록할 수 없는 파일 형식입니다.',
  attachmentMismatch: '파일 내용이 확장자와 일치하지 않습니다.',
  noticeInvalid: '공지사항 입력값을 확인해주세요.',
  companyInvalid: '고객사를 확인해주세요.',
  faqNotFound: 'FAQ를 찾을 수 없습니다.',
  faqCategoryRequired: '분류를 선택해주세요.',
  faqQuestionRequired: '질문을 입력해주세요.',
  faqAnswerRequired: '답변을 입력해주세요.',
  qnaNotFound: '문의 내역을 찾을 수 없습니다.',
  qnaTitleRequired: '제목을 입력해주세요.',
  qnaQuestionRequired: '문의내용을 입력해주세요.',
  qnaAnswerRequired: '답변을 입력해주세요.',
  qnaAskConfirm: MSG.registerConfirm,
  qnaAnswerConfirm: '답변을 등록 하시겠습니까?',
  qnaAnsweredMailSubject: '[PCS] 1:1 문의에 답변이 등록되었습니다',
  qnaAnsweredNotice: '[PCS] 1:1 문의에 답변이 등록되었습니다. 고객센터 > 1:1 문의에서 확인해주세요.',
  emptyList: '조회된 내역이 없습니다.',
  qnaWaitingAnswer: '답변을 준비하고 있습니다. 답변이 등록되면 알려드리겠습니다.',
  qnaNotifyHint: '답변이 등록되면 메일(메일 주소가 없으면 문자)로 알려드립니다.',
} as const;
