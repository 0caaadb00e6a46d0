import { CODE_GROUP, PLATFORM_SOLUTION_CODE, SOLUTION_CODE } from './constants';
import { isPathUnder } from './paths';

/** spec §5 Code lists by page: which kind of page asks for a code list. */
export type CodePage = 'goods' | 'company' | 'user' | 'companySave' | 'other';

/**
 * spec §5 Code lists by page: codes dropped, by code group then page. Company-save is a company page too,
 * so the sign-status list drops 01 and 05 there as well.
 */
export const CODE_FILTER_RULES: Readonly<Record<string, Partial<Record<CodePage, readonly string[]>>>> = {
  [CODE_GROUP.signStatus]: {
    goods: ['01'],
    company: ['01', '05'],
    companySave: ['01', '05'],
    user: ['01', '05'],
  },
  [CODE_GROUP.companyType]: { companySave: ['01'] },
  [CODE_GROUP.bank]: { companySave: ['ALL'] },
};

/** spec §5 Code lists by page: the list without the codes this page must not offer. Order is kept. */
export function filterCodes<T extends { cdId: string | null }>(
  cdGrup: string,
  page: CodePage,
  list: readonly T[],
): T[] {
  const dropped = Object.hasOwn(CODE_FILTER_RULES, cdGrup) ? CODE_FILTER_RULES[cdGrup]?.[page] : undefined;
  if (!dropped) return [...list];
  return list.filter((item) => item.cdId === null || !dropped.includes(item.cdId));
}

/** The CodePage of a screen path: '/company/save...' (including saveForAnotherSol) is companySave. */
export function codePageOf(path: string): CodePage {
  if (isPathUnder(path, '/goods')) return 'goods';
  if (/^\/company\/save/.test(path)) return 'companySave';
  if (isPathUnder(path, '/company')) return 'company';
  if (isPathUnder(path, '/user')) return 'user';
  return 'other';
}

/** spec §5: the use-status filter options: all (empty), Y, N. */
export const USE_STATUS_OPTIONS = [
  { value: '', label: '전체' },
  { value: 'Y', label: '사용' },
  { value: 'N', label: '사용안함' },
] as const;

/** One entry of a multiSolutionCodes request (spec §7). */
export type CodeRequest = { cdGrup: string; solCd: string; isMobileUse?: boolean };

const groupRange = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'));

/** spec §7 details: storefront request 1, groups 001-029 under solution 1020. */
export const STOREFRONT_SOLUTION_CODE_REQUEST: readonly CodeRequest[] = groupRange(1, 29).map((cdGrup) => ({
  cdGrup,
  solCd: SOLUTION_CODE,
}));

/** spec §7 details: storefront request 2, groups 223, 227, 229, 231 under 0000 plus 020 and 021 under 1020. */
export const STOREFRONT_SHARED_CODE_REQUEST: readonly CodeRequest[] = [
  ...[CODE_GROUP.emailDomain, CODE_GROUP.phonePrefix, CODE_GROUP.bank, CODE_GROUP.region].map((cdGrup) => ({
    cdGrup,
    solCd: PLATFORM_SOLUTION_CODE,
  })),
  { cdGrup: CODE_GROUP.deliveryMemo, solCd: SOLUTION_CODE },
  { cdGrup: CODE_GROUP.selectType, solCd: SOLUTION_CODE },
];

/** spec §7 details: the two storefront code requests, in order. */
export const STOREFRONT_CODE_REQUESTS: readonly (readonly CodeRequest[])[] = [
  STOREFRONT_SOLUTION_CODE_REQUEST,
  STOREFRONT_SHARED_CODE_REQUEST,
];

/**
 * spec §5 "Mobile gets a reduced set of code groups". The spec does not list it; ours is what the mobile
 * screens show: categories, delivery and order status, carriers, delivery memo and select type (1020), and
 * e-mail domains, phone prefixes and banks (0000, for addresses and refunds).
 */
export const MOBILE_CODE_GROUPS: readonly CodeRequest[] = [
  ...[
    CODE_GROUP.category,
    CODE_GROUP.deliveryStatus,
    CODE_GROUP.orderStatus,
    CODE_GROUP.carrier,
    CODE_GROUP.deliveryMemo,
    CODE_GROUP.selectType,
  ].map((cdGrup) => ({ cdGrup, solCd: SOLUTION_CODE, isMobileUse: true })),
  ...[CODE_GROUP.emailDomain, CODE_GROUP.phonePrefix, CODE_GROUP.bank].map((cdGrup) => ({
    cdGrup,
    solCd: PLATFORM_SOLUTION_CODE,
    isMobileUse: true,
  })),
];
