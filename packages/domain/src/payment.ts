import { CURRENCIES, WM_GBN } from './constants';
import { codeName, DEFAULT_LANGUAGE, type Language, type OtherLanguage } from './languages';
import { MSG } from './messages';

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

/** spec §8 Payment failure: the fail page's text when the server sends none (also on a network error). */
export const PAYMENT_FAIL_DEFAULT_TEXT = MSG.paymentFailed;

/** Texts of the payment screens and refusals that the spec does not write (ours, in the same style). */
export const PAYMENT_TEXTS = {
  overBudgetNotAllowed: '예산을 초과하는 선물은 선택할 수 없습니다.',
  amountMismatch: '결제 금액이 주문 금액과 일치하지 않습니다.',
  noOrderNumber: '주문번호를 받지 못했습니다. 다시 시도해주세요.',
  paymentNotFound: '결제 정보를 찾을 수 없습니다.',
  refundOver: '환불 가능한 금액을 초과했습니다.',
  refundFailed: '환불이 처리되지 않았습니다.',
  alreadyRefunded: '이미 환불된 결제입니다.',
  nothingToRefund: '환불할 금액이 남아 있지 않습니다.',
  refundInProgress: '환불이 진행 중입니다. 잠시 후 다시 확인해주세요.',
  refundRepeated: '이미 처리된 환불 요청입니다.',
  refundRequested: '환불을 요청했습니다. 결과는 잠시 후 결제 내역에서 확인할 수 있습니다.',
  waiting: '결제 결과를 확인하고 있습니다.',
  /** A card payment started for an order the budget covers: it is applied, not paid. */
  nothingToPay: '결제할 금액이 없습니다. 신청하기로 진행해주세요.',
} as const;

/** Payment life cycle (ours; spec §4 leaves it to us). */
export const PAYMENT_STATUS = {
  ready: 'READY',
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELED',
  netCancelled: 'NETCANCEL',
  partRefunded: 'PARTREFUND',
  refunded: 'REFUNDED',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  READY: '결제대기',
  PAID: '결제완료',
  FAILED: '결제실패',
  CANCELED: '결제취소',
  NETCANCEL: '승인취소',
  PARTREFUND: '부분환불',
  REFUNDED: '환불완료',
};
/** The payment states in the recipient's other languages (decision 055): a return fee's card payment. */
export const PAYMENT_STATUS_NAMES: Record<OtherLanguage, Record<PaymentStatus, string>> = {
  en: {
    READY: 'Awaiting payment',
    PAID: 'Paid',
    FAILED: 'Payment failed',
    CANCELED: 'Payment cancelled',
    NETCANCEL: 'Approval cancelled',
    PARTREFUND: 'Partly refunded',
    REFUNDED: 'Refunded',
  },
  vi: {
    READY: 'Chờ thanh toán',
    PAID: 'Đã thanh toán',
    FAILED: 'Thanh toán thất bại',
    CANCELED: 'Đã hủy thanh toán',
    NETCANCEL: 'Đã hủy phê duyệt',
    PARTREFUND: 'Đã hoàn tiền một phần',
    REFUNDED: 'Đã hoàn tiền',
  },
  'zh-Hans': {
    READY: '待支付',
    PAID: '已支付',
    FAILED: '支付失败',
    CANCELED: '已取消支付',
    NETCANCEL: '已撤销授权',
    PARTREFUND: '部分退款',
    REFUNDED: '已退款',
  },
  ne: {
    READY: 'भुक्तानी बाँकी',
    PAID: 'भुक्तानी भयो',
    FAILED: 'भुक्तानी असफल',
    CANCELED: 'भुक्तानी रद्द',
    NETCANCEL: 'स्वीकृति रद्द',
    PARTREFUND: 'आंशिक रकम फिर्ता',
    REFUNDED: 'रकम फिर्ता भयो',
  },
  km: {
    READY: 'រង់ចាំការទូទាត់',
    PAID: 'បានទូទាត់',
    FAILED: 'ការទូទាត់បរាជ័យ',
    CANCELED: 'បានលុបចោលការទូទាត់',
    NETCANCEL: 'បានលុបចោលការអនុម័ត',
    PARTREFUND: 'បានសងប្រាក់វិញមួយផ្នែក',
    REFUNDED: 'បានសងប្រាក់វិញ',
  },
};
/** A payment's state in a language (the provider's code itself when it is none of ours). */
export const paymentStatusName = (status: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(PAYMENT_STATUS_LABEL, PAYMENT_STATUS_NAMES, status, language, status);
/**
 * Where the buyer of a return fee lands after the provider's callback: the return's own screen (desktop: the order
 * detail that shows its returns), which tells whether the fee was paid.
 */
export const returnFeeScreenPath = (
  r: { estiSn: number; estiItemSn: number; refundSn: number },
  mobile: boolean,
): string =>
  mobile
    ? `/m/return/${r.estiSn}/${r.estiItemSn}/${r.refundSn}`
    : `/delivery/order/${r.estiSn}/${r.estiItemSn}`;

/** What a card payment is for: the gift above its budget, or a return fee (decision 028). */
export const PAYMENT_PURPOSE_LABEL = { order: '선물 결제', returnFee: '반품 배송비' } as const;
export const paymentPurposeNm = (refundSn: number | null): string =>
  refundSn === null ? PAYMENT_PURPOSE_LABEL.order : PAYMENT_PURPOSE_LABEL.returnFee;

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  Card: '신용카드',
  CARD: '신용카드',
  DirectBank: '계좌이체',
  BANK: '계좌이체',
};

export type PaymentAction = 'approve' | 'decline' | 'cancel' | 'netCancel' | 'refund';

/**
 * Payment state machine: (state, action, refund amounts) -> next state | refusal. The API applies the result with a
 * conditional update on the current state, so a replayed callback finds nothing to change.
 */
export function nextPaymentStatus(
  state: PaymentStatus,
  action: PaymentAction,
  refund?: { paid: number; refundedBefore: number; amount: number },
): PaymentStatus | { refusal: 'invalidState' | 'overRefund' } {
  const S = PAYMENT_STATUS;
  switch (action) {
    case 'approve':
    case 'decline':
    case 'cancel':
      if (state !== S.ready) return { refusal: 'invalidState' };
      return action === 'approve' ? S.paid : action === 'decline' ? S.failed : S.cancelled;
    case 'netCancel':
      return state === S.paid || state === S.ready ? S.netCancelled : { refusal: 'invalidState' };
    case 'refund': {
      if (state !== S.paid && state !== S.partRefunded) return { refusal: 'invalidState' };
      if (!refund || refund.amount <= 0 || refund.refundedBefore + refund.amount > refund.paid)
        return { refusal: 'overRefund' };
      return refund.refundedBefore + refund.amount === refund.paid ? S.refunded : S.partRefunded;
    }
  }
}

/**
 * spec §3 remainPayAmount: what the recipient pays by card when the chosen gifts cost more than what is left of the
 * per-recipient budget. No budget (null) means the company pays everything. `allowed` is false when the amount is
 * above budget and the event does not let recipients pay the difference (overPayYn N).
 */
export function amountAboveBudget(input: {
  orderTotal: number;
  budgetAmt: number | null;
  usedBudgetAmt: number;
  overPayYn: string;
}): { remainPayAmount: number; budgetPart: number; allowed: boolean } {
  if (input.budgetAmt === null) return { remainPayAmount: 0, budgetPart: input.orderTotal, allowed: true };
  const left = Math.max(0, input.budgetAmt - input.usedBudgetAmt);
  const remainPayAmount = Math.max(0, input.orderTotal - left);
  return {
    remainPayAmount,
    budgetPart: input.orderTotal - remainPayAmount,
    allowed: remainPayAmount === 0 || input.overPayYn === 'Y',
  };
}

/**
 * What a gift would cost whom, before the recipient chooses it: the company's part (what is left of the budget, at
 * most the price) and the recipient's (the rest, by card, when the event allows it). No budget: the company pays all.
 */
export function giftCostSplit(
  orderTotal: number,
  event: { budgetAmt: number | null; budgetUsedAmt: number; overPayYn: string },
): { companyAmt: number; recipientAmt: number; allowed: boolean } {
  const due = amountAboveBudget({
    orderTotal,
    budgetAmt: event.budgetAmt,
    usedBudgetAmt: event.budgetUsedAmt,
    overPayYn: event.overPayYn,
  });
  return { companyAmt: due.budgetPart, recipientAmt: due.remainPayAmount, allowed: due.allowed };
}

/**
 * spec §2 Hidden mobile payment page: the form goes to the provider in EUC-KR (browsers send the label as CP949).
 * Characters CP949 cannot carry (emoji, most symbols outside KS X 1001) would arrive as "&#...;" references, so text
 * fields keep ASCII, Hangul and CJK only, and are cut to the provider's byte limit (2 bytes per non-ASCII character).
 */
export function toEucKrSafe(value: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of value.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    const ascii = cp >= 0x20 && cp < 0x7f;
    const korean =
      (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x3131 && cp <= 0x318e) || (cp >= 0x4e00 && cp <= 0x9fff);
    const safe = ascii ? ch : korean ? ch : ' ';
    const size = ascii || !korean ? 1 : 2;
    if (bytes + size > maxBytes) break;
    out += safe;
    bytes += size;
  }
  return out.trim();
}

/** Byte length of a text once encoded in EUC-KR (CP949): ASCII 1 byte, anything else 2. */
export const eucKrByteLength = (value: string): number =>
  [...value].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) < 0x80 ? 1 : 2), 0);

/** spec §2 Hidden mobile payment page: field limits in bytes (INIpay mobile manual sizes). */
export const MOBILE_FORM_LIMITS = { P_GOODS: 80, P_UNAME: 30, P_EMAIL: 60, P_NOTI: 800 } as const;
