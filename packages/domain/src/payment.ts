import { CURRENCIES, WM_GBN } from './constants';

export { digitsOnly } from './formats';

/**
 * spec §5 Payment start checks: alert texts. The five the spec writes are kept exactly (with their two
 * periods); the others are ours, written in the same style.
 */
export const PAYMENT_MESSAGES = {
  invalidToken: '올바르지 않은 토큰입니다.',
  invalidPrice: '올바른 가격을 확인해주세요..',
  actionUrlRequired: '결제 요청 주소를 확인해주세요..',
  solCdRequired: '솔루션 코드를 확인해주세요..',
  orderNumberRequired: '주문번호를 확인해주세요..',
  invalidCurrency: '통화 정보를 확인해주세요..',
  invalidWmGbn: '결제 환경 정보를 확인해주세요..',
  invalidPayMethod: '결제수단을 확인해주세요..',
  goodNameRequired: '상품명을 확인해주세요..',
  buyerNameRequired: '구매자명 확인해주세요..',
  midRequired: '상점정보를 확인해주세요..',
  nextUrlRequired: '결제 완료 주소를 확인해주세요..',
} as const;

/** spec §5: pay methods per form (desktop gopaymethod, mobile iniPayment). */
export const PAY_METHODS = { web: ['Card', 'DirectBank'], mobile: ['CARD', 'BANK'] } as const;
export type WebPayMethod = (typeof PAY_METHODS.web)[number];
export type MobilePayMethod = (typeof PAY_METHODS.mobile)[number];

/** spec §7 Payment preparation (mobile): reserved options sent to the provider. */
export const MOBILE_PAYMENT_RESERVED = 'below1000=Y&vbank_receipt=Y&centerCd=Y';
/** spec §4 Payment: the provider form opens in a full-screen frame of this height. */
export const PAYMENT_FRAME_HEIGHT_PX = 650;

/**
 * spec §3 Payment info, as the start checks see it. Everything is optional because the checks are what
 * find the missing values. solOid is the solution's order number.
 */
export type PaymentStartInput = {
  loginUserToken?: string | null;
  solCd?: string | null;
  wmGbn?: string | null;
  solOid?: string | number | null;
  currency?: string | null;
  price?: number | string | null;
  goodName?: string | null;
  buyerName?: string | null;
  buyerTel?: string | null;
  buyerEmail?: string | null;
  actionUrl?: string | null;
  remainPayAmount?: number | string | null;
  /** Desktop form. */
  gopaymethod?: string | null;
  /** Mobile form. */
  iniPayment?: string | null;
  /** Mobile form: merchant id. */
  mid?: string | null;
  /** Mobile form: where the provider returns. */
  nextUrl?: string | null;
};

const missing = (v: string | number | null | undefined): boolean =>
  v === null || v === undefined || String(v).trim() === '';

/**
 * spec §5 Payment start checks: the first failing alert, or null when the payment panel may open.
 * Order: token, price, actionUrl, solCd, order number, currency, web/mobile flag, pay method, goods name,
 * buyer name, then (mobile only) merchant id and next-URL. A token is invalid when empty or containing spaces.
 */
export function checkPaymentStart(input: PaymentStartInput, mode: 'web' | 'mobile'): string | null {
  const M = PAYMENT_MESSAGES;
  const token = input.loginUserToken ?? '';
  if (token === '' || /\s/.test(token)) return M.invalidToken;
  const price = typeof input.price === 'number' ? input.price : Number(input.price ?? Number.NaN);
  if (missing(input.price) || !Number.isFinite(price) || price <= 0) return M.invalidPrice;
  if (missing(input.actionUrl)) return M.actionUrlRequired;
  if (missing(input.solCd)) return M.solCdRequired;
  if (missing(input.solOid)) return M.orderNumberRequired;
  if (!(CURRENCIES as readonly string[]).includes(input.currency ?? '')) return M.invalidCurrency;
  if (input.wmGbn !== WM_GBN.web && input.wmGbn !== WM_GBN.mobile) return M.invalidWmGbn;
  const method = mode === 'web' ? input.gopaymethod : input.iniPayment;
  if (!(PAY_METHODS[mode] as readonly string[]).includes(method ?? '')) return M.invalidPayMethod;
  if (missing(input.goodName)) return M.goodNameRequired;
  if (missing(input.buyerName)) return M.buyerNameRequired;
  if (mode === 'mobile') {
    if (missing(input.mid)) return M.midRequired;
    if (missing(input.nextUrl)) return M.nextUrlRequired;
  }
  return null;
}
