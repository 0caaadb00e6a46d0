import { DELIVERY_STATUS, DELIVERY_STATUS_LABEL, type DeliveryStatus, deliveryStateName } from './constants';
import { formatWon } from './formats';
import { codeName, DEFAULT_LANGUAGE, type Language, type OtherLanguage } from './languages';
import { AUTH_CD, type AuthCd, isOperatorAdmin, isVendor } from './roles';

/**
 * The life of an order line after application, as pure functions `(state, action, actor) -> next |
 * refusal`. The API applies a result with a conditional update on the state it read, so two people acting on one
 * line at once leave exactly one change.
 *
 * Delivery state of an estimate line (code group 011):
 * 01 received -> 05 ordered to vendor -> 02 preparing -> 06 released (carrier + invoice) -> 03 in transit ->
 * 04 delivered; 09 cancelled before release.
 * Return / exchange state of a refund row (code group 016), after delivery within the event's window:
 * 00 waiting for the recipient's return-fee card payment (not yet shown to operators) -> 01 requested -> 02 approved | 03 rejected (reason) | 08 withdrawn; 02 -> 04 collected -> 06 refunded, or 05 waiting
 * for the payment step, or 07 re-shipped (exchange).
 */
export const DELIVERY_STATE = DELIVERY_STATUS;
export type DeliveryState = DeliveryStatus;
export const DELIVERY_STATE_LABEL = DELIVERY_STATUS_LABEL;
/** The display order of delivery states (lists, counts per state). */
export const DELIVERY_STATE_ORDER: readonly DeliveryState[] = ['01', '05', '02', '06', '03', '04', '09'];
export const isDeliveryState = (v: string): v is DeliveryState => v in DELIVERY_STATE_LABEL;

/** spec §2 /delivery/apply, /delivery/order, /delivery/release: the back-office views of lines and the states each lists. */
export const LINE_VIEW_STATES = {
  apply: ['01', '09'],
  order: ['05', '02', '06'],
  release: ['06', '03', '04'],
} as const satisfies Record<string, readonly DeliveryState[]>;
export type LineView = keyof typeof LINE_VIEW_STATES;

export const RETURN_STATE = {
  feeWaiting: '00',
  requested: '01',
  approved: '02',
  rejected: '03',
  collected: '04',
  refundWaiting: '05',
  refunded: '06',
  reshipped: '07',
  withdrawn: '08',
} as const;
export type ReturnState = (typeof RETURN_STATE)[keyof typeof RETURN_STATE];
export const RETURN_STATE_LABEL: Record<ReturnState, string> = {
  '00': '배송비 결제대기',
  '01': '신청',
  '02': '승인',
  '03': '거부',
  '04': '회수완료',
  '05': '환불대기(결제 취소 처리중)',
  '06': '반품완료',
  // Not 교환완료: the replacement is on its way, and its line reads 배송중 until its delivery is confirmed.
  '07': '교환 재발송',
  '08': '신청철회',
};
export const RETURN_STATE_ORDER: readonly ReturnState[] = [
  '00',
  '01',
  '02',
  '04',
  '05',
  '06',
  '07',
  '03',
  '08',
];
/** What operators and vendors see: a request is theirs once its return fee is paid or set to be deducted. */
export const SUBMITTED_RETURN_STATES: readonly ReturnState[] = RETURN_STATE_ORDER.filter((s) => s !== '00');
export const isReturnState = (v: string): v is ReturnState => v in RETURN_STATE_LABEL;
/** The return states in the recipient's other languages (decision 055; the phone pages' filter reads the same). */
export const RETURN_STATE_NAMES: Record<OtherLanguage, Record<ReturnState, string>> = {
  en: {
    '00': 'Awaiting fee payment',
    '01': 'Requested',
    '02': 'Approved',
    '03': 'Declined',
    '04': 'Picked up',
    '05': 'Refund pending (cancelling payment)',
    '06': 'Returned',
    '07': 'Replacement sent',
    '08': 'Withdrawn',
  },
  vi: {
    '00': 'Chờ trả phí vận chuyển',
    '01': 'Đã gửi yêu cầu',
    '02': 'Đã chấp thuận',
    '03': 'Bị từ chối',
    '04': 'Đã thu hồi',
    '05': 'Chờ hoàn tiền (đang hủy thanh toán)',
    '06': 'Đã trả hàng',
    '07': 'Đã gửi hàng đổi',
    '08': 'Đã rút yêu cầu',
  },
  'zh-Hans': {
    '00': '待支付运费',
    '01': '已申请',
    '02': '已批准',
    '03': '已拒绝',
    '04': '已取回',
    '05': '待退款（支付取消处理中）',
    '06': '退货完成',
    '07': '换货已重新发货',
    '08': '已撤回',
  },
  ne: {
    '00': 'शुल्क भुक्तानी बाँकी',
    '01': 'अनुरोध गरिएको',
    '02': 'स्वीकृत',
    '03': 'अस्वीकृत',
    '04': 'सामान उठाइयो',
    '05': 'रकम फिर्ता बाँकी (भुक्तानी रद्द हुँदै)',
    '06': 'फिर्ता सम्पन्न',
    '07': 'साटेको सामान पठाइयो',
    '08': 'अनुरोध फिर्ता लिइयो',
  },
  km: {
    '00': 'រង់ចាំបង់ថ្លៃដឹក',
    '01': 'បានស្នើ',
    '02': 'បានអនុម័ត',
    '03': 'បានបដិសេធ',
    '04': 'បានប្រមូលយក',
    '05': 'រង់ចាំសងប្រាក់ (កំពុងលុបការទូទាត់)',
    '06': 'បានប្រគល់វិញ',
    '07': 'បានផ្ញើទំនិញប្តូរ',
    '08': 'បានដកសំណើ',
  },
};
/** A return state's name in a language (the code itself when it is none of the life cycle's). */
export const returnStateName = (cd: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(RETURN_STATE_LABEL, RETURN_STATE_NAMES, cd, language, cd);

/** refundGbn: what the recipient asks for. */
export const REFUND_GBN = { return: 'RETURN', exchange: 'EXCHANGE' } as const;
export type RefundGbn = (typeof REFUND_GBN)[keyof typeof REFUND_GBN];
export const REFUND_GBN_LABEL: Record<RefundGbn, string> = { RETURN: '반품', EXCHANGE: '교환' };
export const REFUND_GBN_NAMES: Record<OtherLanguage, Record<RefundGbn, string>> = {
  en: { RETURN: 'Return', EXCHANGE: 'Exchange' },
  vi: { RETURN: 'Trả hàng', EXCHANGE: 'Đổi hàng' },
  'zh-Hans': { RETURN: '退货', EXCHANGE: '换货' },
  ne: { RETURN: 'फिर्ता', EXCHANGE: 'साटासाट' },
  km: { RETURN: 'ប្រគល់វិញ', EXCHANGE: 'ប្តូរ' },
};
/** 반품 or 교환 in a language (the value itself when it is neither). */
export const refundGbnName = (gbn: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(REFUND_GBN_LABEL, REFUND_GBN_NAMES, gbn, language, gbn);

/** What a history row or a list says of a request: its kind and its state (반품 신청, 반품/교환 승인). */
const kindAndState = (kind: string, state: string, language: Language): string =>
  language === 'ko' ? `${kind} ${state}` : language === 'zh-Hans' ? `${kind}：${state}` : `${kind}: ${state}`;
/** A request's kind and state in a language, as the recipient's order list names its last request. */
export const returnKindStateName = (
  gbn: string,
  refundStatCd: string,
  language: Language = DEFAULT_LANGUAGE,
): string => kindAndState(refundGbnName(gbn, language), returnStateName(refundStatCd, language), language);
/** The history names a return or exchange step by both kinds: the history row does not say which it was. */
export const RETURN_HISTORY_KIND = '반품/교환';
export const RETURN_HISTORY_KIND_NAMES: Record<OtherLanguage, string> = {
  en: 'Return/exchange',
  vi: 'Đổi/trả hàng',
  'zh-Hans': '退货/换货',
  ne: 'फिर्ता/साटासाट',
  km: 'ការប្តូរ/ប្រគល់វិញ',
};
/** A history row of a return or exchange step in a language (반품/교환 승인). */
export const returnHistoryStateName = (refundStatCd: string, language: Language = DEFAULT_LANGUAGE): string =>
  kindAndState(
    language === 'ko' ? RETURN_HISTORY_KIND : RETURN_HISTORY_KIND_NAMES[language],
    returnStateName(refundStatCd, language),
    language,
  );

/** Reasons a recipient picks from (return and exchange rules, global). */
export type ReturnReason = '01' | '02' | '03' | '04' | '05' | '99';
export const RETURN_REASONS: Readonly<Record<string, string>> = {
  '01': '단순 변심',
  '02': '상품 파손/불량',
  '03': '오배송',
  '04': '상품 정보와 다름',
  '05': '배송 지연',
  '99': '기타',
} satisfies Record<ReturnReason, string>;
/** The reasons in the recipient's other languages (decision 055; the phone pages' picker reads the same). */
export const RETURN_REASON_NAMES: Record<OtherLanguage, Record<ReturnReason, string>> = {
  en: {
    '01': 'Changed my mind',
    '02': 'Damaged or defective',
    '03': 'Wrong item delivered',
    '04': 'Not as described',
    '05': 'Late delivery',
    '99': 'Other',
  },
  vi: {
    '01': 'Đổi ý',
    '02': 'Hư hỏng/lỗi',
    '03': 'Giao sai hàng',
    '04': 'Không đúng mô tả',
    '05': 'Giao hàng chậm',
    '99': 'Khác',
  },
  'zh-Hans': {
    '01': '个人原因',
    '02': '商品破损/质量问题',
    '03': '发错货',
    '04': '与商品描述不符',
    '05': '配送延迟',
    '99': '其他',
  },
  ne: {
    '01': 'मन परिवर्तन',
    '02': 'बिग्रिएको/खराब सामान',
    '03': 'गलत सामान आयो',
    '04': 'विवरणसँग मेल खाँदैन',
    '05': 'ढिलो डेलिभरी',
    '99': 'अन्य',
  },
  km: {
    '01': 'ប្តូរចិត្ត',
    '02': 'ទំនិញខូច/មានបញ្ហា',
    '03': 'ដឹកខុសទំនិញ',
    '04': 'មិនដូចការពិពណ៌នា',
    '05': 'ដឹកយឺត',
    '99': 'ផ្សេងៗ',
  },
};
/** A reason's name in a language (empty when there is none or it is unknown). */
export const returnReasonName = (
  cd: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string => codeName<ReturnReason>(RETURN_REASONS, RETURN_REASON_NAMES, cd, language, '');
/** Reasons where the seller pays the return shipping whatever the rule says (the seller's fault). */
export const SELLER_FAULT_REASONS: readonly string[] = ['02', '03', '04'];

/**
 * What happens after a completed return (decision 030). The goods: the operator says at the refund step whether they
 * can be sold again; a resellable return's quantity goes back to the event's stock, a damaged one's does not. The
 * choice: a completed return (반품완료) gives the recipient their choice back while the event is open, by the event's
 * rule or by an operator's action with a reason, once per order.
 */
export const RESELLABLE = { yes: 'Y', no: 'N' } as const;
export type Resellable = (typeof RESELLABLE)[keyof typeof RESELLABLE];
export const RESELLABLE_LABEL: Record<Resellable, string> = {
  Y: '재판매 가능',
  N: '파손 등 재판매 불가',
};
export const RETURN_STOCK_RULE_TEXT =
  '환불 처리 시 재판매 가능으로 표시한 반품은 수량만큼 이벤트 재고(옵션 재고 포함)로 돌아가고, 파손 등 재판매 불가로 표시한 반품은 재고로 돌아가지 않습니다.';
export const REOPEN_RULE_TEXT =
  '반품완료된 선물은 이벤트가 진행 중일 때 한 번 선택 기회(선택 수량과 예산)를 다시 드릴 수 있습니다.';
/** The event setting (event.reopen_on_return_yn), on the settings screen and the detail. */
export const REOPEN_SETTING_LABEL = '반품 완료 시 선택 기회 다시 주기';
export const REOPEN_TEXT = {
  title: '선택 기회 다시 주기',
  reasonRequired: '선택 기회를 다시 주는 사유를 입력해주세요.',
  notReturned: '반품완료된 반품에만 선택 기회를 다시 줄 수 있습니다.',
  already: '이미 이 주문의 선택 기회를 다시 드렸습니다.',
  eventClosed: '이벤트가 진행 중이 아니어서 선택 기회를 다시 드릴 수 없습니다.',
  resellableRequired: '회수한 상품의 재판매 가능 여부를 선택해주세요.',
  byRule: '반품 완료 시 선택 기회 다시 주기 (이벤트 설정)',
  done: '선택 기회를 다시 드렸습니다. 수령자에게 안내 메시지가 발송됩니다.',
  confirm: (userNm: string, quantity: number) =>
    `${userNm}님에게 선택 기회 ${quantity}개를 다시 드립니다. 되돌릴 수 없습니다. 진행하시겠습니까?`,
  reopened: (at: string) => `선택 기회 다시 줌 (${at})`,
} as const;
export const REOPEN_REASON_MAX = 200;

/**
 * May a return give its order's choice back now? Only a return (not an exchange) that is complete (06), whose order
 * has not given it back yet, while the event is open for choosing.
 */
export function canReopenChoice(input: {
  refundGbn: string;
  refundStatCd: string;
  reopened: boolean;
  eventOpen: boolean;
}): { ok: true } | { ok: false; message: string } {
  if (input.refundGbn !== REFUND_GBN.return || input.refundStatCd !== RETURN_STATE.refunded)
    return { ok: false, message: REOPEN_TEXT.notReturned };
  if (input.reopened) return { ok: false, message: REOPEN_TEXT.already };
  if (!input.eventOpen) return { ok: false, message: REOPEN_TEXT.eventClosed };
  return { ok: true };
}

/** Return states after which the recipient's screens name the return rather than the delivery (05 and 06). */
export const RETURN_DONE_STATES: readonly ReturnState[] = [RETURN_STATE.refundWaiting, RETURN_STATE.refunded];

/**
 * What a recipient reads as the state of a line: the delivery state, or once a return of it was refunded (or is
 * being refunded) the return's state (반품완료), since the gift is no longer theirs.
 */
export function recipientLineStateNm(
  deliStatCd: string,
  lastReturn: { refundGbn: string; refundStatCd: string } | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (
    lastReturn &&
    lastReturn.refundGbn === REFUND_GBN.return &&
    (RETURN_DONE_STATES as readonly string[]).includes(lastReturn.refundStatCd)
  )
    return returnStateName(lastReturn.refundStatCd, language);
  return deliveryStateName(deliStatCd, language);
}

/** Who pays return shipping (per event, else the global default). */
export const RETURN_FEE_PAYER = { recipient: 'R', seller: 'S' } as const;
export type ReturnFeePayer = (typeof RETURN_FEE_PAYER)[keyof typeof RETURN_FEE_PAYER];
export const RETURN_FEE_PAYER_LABEL: Record<ReturnFeePayer, string> = { R: '신청자 부담', S: '판매자 부담' };
export const RETURN_FEE_PAYER_NAMES: Record<OtherLanguage, Record<ReturnFeePayer, string>> = {
  en: { R: 'Paid by you', S: 'Paid by the seller' },
  vi: { R: 'Người yêu cầu trả', S: 'Người bán trả' },
  'zh-Hans': { R: '申请人承担', S: '卖家承担' },
  ne: { R: 'तपाईंले तिर्ने', S: 'विक्रेताले तिर्ने' },
  km: { R: 'អ្នកស្នើជាអ្នកបង់', S: 'អ្នកលក់ជាអ្នកបង់' },
};
/** Who pays the return shipping, in a language (empty for an unknown code). */
export const returnFeePayerName = (cd: string, language: Language = DEFAULT_LANGUAGE): string =>
  codeName(RETURN_FEE_PAYER_LABEL, RETURN_FEE_PAYER_NAMES, cd, language, '');

/** The global return and exchange rules; an event may override the window, the payer and the fee. */
export const RETURN_RULE_DEFAULT = {
  returnDays: 7,
  feePayer: RETURN_FEE_PAYER.recipient as ReturnFeePayer,
  shipFee: 3000,
} as const;

/** Photos on a return request. */
export const RETURN_PHOTO_MAX_COUNT = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The image types a return photo may be; the server tells them apart by the file's bytes. */
export const RETURN_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const RETURN_PHOTO_TEXT = {
  required: '사진 파일을 선택해주세요.',
  type: '사진은 JPG, PNG, GIF, WEBP 파일만 첨부할 수 있습니다.',
  size: '사진은 5MB 이하만 첨부할 수 있습니다.',
  count: `사진은 ${RETURN_PHOTO_MAX_COUNT}장까지 첨부할 수 있습니다.`,
} as const;
/** A return request naming a photo that is not the requester's own upload (or no longer exists). */
export const RETURN_PHOTO_NOT_FOUND_TEXT = '첨부한 사진을 찾을 수 없습니다. 다시 첨부해주세요.';

/**
 * The check on one return photo, for the picker (desktop and mobile, before upload) and the API (on the bytes): too
 * large first, then not an allowed image. `type` is left out where it is not yet known (the picker does not judge a
 * file by its declared type; the server sniffs the bytes) and null when the bytes are no allowed image.
 */
export function returnPhotoRefusal(photo: { byteSize: number; type?: string | null }): string | null {
  if (photo.byteSize > RETURN_PHOTO_MAX_BYTES) return RETURN_PHOTO_TEXT.size;
  if (photo.type !== undefined && (photo.type === null || !RETURN_PHOTO_TYPES.includes(photo.type)))
    return RETURN_PHOTO_TEXT.type;
  return null;
}

/** The count check when `adding` photos join `kept` ones on one request (at most RETURN_PHOTO_MAX_COUNT). */
export const returnPhotoCountRefusal = (kept: number, adding: number): string | null =>
  kept + adding > RETURN_PHOTO_MAX_COUNT ? RETURN_PHOTO_TEXT.count : null;

/** Who acts on a line, derived from the role (and, for a recipient, ownership checked by the API). */
export type DeliveryActor = 'operator' | 'vendor' | 'packer' | 'recipient';
export function deliveryActorOf(authCd: AuthCd): DeliveryActor {
  if (isOperatorAdmin(authCd)) return 'operator';
  if (isVendor(authCd)) return 'vendor';
  if (authCd === AUTH_CD.partTimer) return 'packer';
  return 'recipient';
}

export const DELIVERY_ACTION = {
  placeOrder: 'placeOrder',
  startPreparing: 'startPreparing',
  release: 'release',
  ship: 'ship',
  confirmDelivery: 'confirmDelivery',
  cancel: 'cancel',
  changeAddress: 'changeAddress',
} as const;
export type DeliveryAction = (typeof DELIVERY_ACTION)[keyof typeof DELIVERY_ACTION];
export const DELIVERY_ACTION_LABEL: Record<DeliveryAction, string> = {
  placeOrder: '발주',
  startPreparing: '상품준비',
  release: '출고',
  ship: '배송시작',
  confirmDelivery: '배송완료 확인',
  cancel: '주문취소',
  changeAddress: '배송지 변경',
};

export const RETURN_ACTION = {
  request: 'request',
  edit: 'edit',
  withdraw: 'withdraw',
  approve: 'approve',
  reject: 'reject',
  collect: 'collect',
  refund: 'refund',
  refundDone: 'refundDone',
  reship: 'reship',
} as const;
export type ReturnAction = (typeof RETURN_ACTION)[keyof typeof RETURN_ACTION];
export const RETURN_ACTION_LABEL: Record<ReturnAction, string> = {
  request: '반품/교환 신청',
  edit: '신청 수정',
  withdraw: '신청 철회',
  approve: '승인',
  reject: '거부',
  collect: '회수완료',
  refund: '환불',
  refundDone: '환불완료',
  reship: '재발송',
};

export const LIFECYCLE_TEXT = {
  notAllowed: (stateNm: string, actionNm: string) => `${stateNm} 상태에서는 ${actionNm}할 수 없습니다.`,
  noPermission: (actionNm: string) => `${actionNm} 권한이 없습니다.`,
  addressAfterRelease: '출고 후에는 배송지를 변경할 수 없습니다.',
  cancelAfterRelease: '출고 후에는 주문을 취소할 수 없습니다.',
  cardAfterRelease: '출고 후에는 메시지 카드를 변경할 수 없습니다.',
  returnBeforeDelivery: '배송완료 후에 반품/교환을 신청할 수 있습니다.',
  returnWindowPassed: (days: number) => `배송완료 후 ${days}일이 지나 반품/교환을 신청할 수 없습니다.`,
  returnOpen: '이미 진행 중인 반품/교환 신청이 있습니다.',
  alreadyReturned: '이미 반품이 완료된 상품입니다.',
  refundOnlyReturn: '환불은 반품 신청에만 할 수 있습니다.',
  reshipOnlyExchange: '재발송은 교환 신청에만 할 수 있습니다.',
  rejectReasonRequired: '거부 사유를 입력해주세요.',
  invoiceRequired: '택배사와 송장번호를 입력해주세요.',
  changed: '이미 다른 사용자가 상태를 변경했습니다. 새로고침 후 다시 시도해주세요.',
} as const;

export type Transition<S> = { ok: true; next: S } | { ok: false; message: string };
const refuse = <S>(message: string): Transition<S> => ({ ok: false, message });
const to = <S>(next: S): Transition<S> => ({ ok: true, next });

type Rule<S> = { from: readonly S[]; to: S | 'same'; actors: readonly DeliveryActor[] };
const BEFORE_RELEASE: readonly DeliveryState[] = ['01', '05', '02'];
const FULFILLERS: readonly DeliveryActor[] = ['operator', 'vendor', 'packer'];

const DELIVERY_RULES: Record<DeliveryAction, Rule<DeliveryState>> = {
  placeOrder: { from: ['01'], to: '05', actors: ['operator'] },
  startPreparing: { from: ['05'], to: '02', actors: FULFILLERS },
  release: { from: ['05', '02'], to: '06', actors: FULFILLERS },
  ship: { from: ['06'], to: '03', actors: ['operator', 'vendor'] },
  confirmDelivery: { from: ['06', '03'], to: '04', actors: ['operator', 'vendor'] },
  cancel: { from: BEFORE_RELEASE, to: '09', actors: ['operator', 'recipient'] },
  changeAddress: { from: BEFORE_RELEASE, to: 'same', actors: ['operator', 'recipient'] },
};

/** The next delivery state of a line, or why not. changeAddress keeps the state (it only may happen before release). */
export function nextDeliveryState(
  state: DeliveryState,
  action: DeliveryAction,
  actor: DeliveryActor,
): Transition<DeliveryState> {
  const rule = DELIVERY_RULES[action];
  if (!rule.actors.includes(actor)) return refuse(LIFECYCLE_TEXT.noPermission(DELIVERY_ACTION_LABEL[action]));
  if (!rule.from.includes(state)) {
    const released = !BEFORE_RELEASE.includes(state) && state !== '09';
    if (action === 'changeAddress' && released) return refuse(LIFECYCLE_TEXT.addressAfterRelease);
    if (action === 'cancel' && released) return refuse(LIFECYCLE_TEXT.cancelAfterRelease);
    return refuse(LIFECYCLE_TEXT.notAllowed(DELIVERY_STATE_LABEL[state], DELIVERY_ACTION_LABEL[action]));
  }
  return to(rule.to === 'same' ? state : rule.to);
}

/** The states from which a return (or exchange) is still open: no second request while one runs. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['00', '01', '02', '04', '05'];

/** Did a line already come back by a completed return (a RETURN at 반품완료)? */
export const hasCompletedReturn = (
  requests: readonly { refundGbn: string; refundStatCd: string }[],
): boolean =>
  requests.some((r) => r.refundGbn === REFUND_GBN.return && r.refundStatCd === RETURN_STATE.refunded);

/** May the recipient ask for a return or exchange of a line now? Within `returnDays` whole days of delivery. */
export function canRequestReturn(input: {
  deliveryState: DeliveryState;
  deliveredAt: Date | null;
  now: Date;
  returnDays: number;
  hasOpenReturn: boolean;
  /**
   * The line already came back by a completed return (반품완료): nothing is left to return or exchange, and a second
   * return would give the stock and the choice back again (decision 030).
   */
  returned?: boolean;
}): Transition<ReturnState> {
  if (input.deliveryState !== DELIVERY_STATE.delivered || !input.deliveredAt)
    return refuse(LIFECYCLE_TEXT.returnBeforeDelivery);
  if (input.returned) return refuse(LIFECYCLE_TEXT.alreadyReturned);
  if (input.hasOpenReturn) return refuse(LIFECYCLE_TEXT.returnOpen);
  const limit = input.deliveredAt.getTime() + input.returnDays * 86_400_000;
  if (input.now.getTime() > limit) return refuse(LIFECYCLE_TEXT.returnWindowPassed(input.returnDays));
  return to(RETURN_STATE.requested);
}

const RETURN_RULES: Record<Exclude<ReturnAction, 'request'>, Rule<ReturnState>> = {
  edit: { from: ['00', '01'], to: 'same', actors: ['recipient'] },
  withdraw: { from: ['00', '01'], to: '08', actors: ['recipient'] },
  approve: { from: ['01'], to: '02', actors: ['operator'] },
  reject: { from: ['01'], to: '03', actors: ['operator'] },
  collect: { from: ['02'], to: '04', actors: ['operator', 'vendor'] },
  refund: { from: ['04'], to: '06', actors: ['operator'] },
  refundDone: { from: ['05'], to: '06', actors: ['operator'] },
  reship: { from: ['04'], to: '07', actors: ['operator', 'vendor'] },
};

/**
 * The next state of a return or exchange request. `refund` goes to 06 when the paid part was refunded (or nothing
 * was paid) and to 05 while the card refund waits for the payment step (`paymentPending`).
 */
export function nextReturnState(
  state: ReturnState,
  action: Exclude<ReturnAction, 'request'>,
  actor: DeliveryActor,
  context: {
    refundGbn: RefundGbn;
    paymentPending?: boolean;
    rejectReason?: string | null;
    /** Required for a return's refund step: can the goods be sold again (decision 030)? */
    resellableYn?: string | null;
  },
): Transition<ReturnState> {
  const rule = RETURN_RULES[action];
  if (!rule.actors.includes(actor)) return refuse(LIFECYCLE_TEXT.noPermission(RETURN_ACTION_LABEL[action]));
  if (!rule.from.includes(state))
    return refuse(LIFECYCLE_TEXT.notAllowed(RETURN_STATE_LABEL[state], RETURN_ACTION_LABEL[action]));
  if (action === 'refund' && context.refundGbn !== REFUND_GBN.return)
    return refuse(LIFECYCLE_TEXT.refundOnlyReturn);
  if (action === 'reship' && context.refundGbn !== REFUND_GBN.exchange)
    return refuse(LIFECYCLE_TEXT.reshipOnlyExchange);
  if (action === 'reject' && !context.rejectReason?.trim())
    return refuse(LIFECYCLE_TEXT.rejectReasonRequired);
  if (
    action === 'refund' &&
    context.resellableYn !== RESELLABLE.yes &&
    context.resellableYn !== RESELLABLE.no
  )
    return refuse(REOPEN_TEXT.resellableRequired);
  if (action === 'refund' && context.paymentPending) return to(RETURN_STATE.refundWaiting);
  return to(rule.to === 'same' ? state : rule.to);
}

/**
 * The line's delivery state after a return action: an exchange's replacement, once shipped, is in transit (배송중)
 * until its delivery is confirmed (confirmDelivery from 03), not 배송완료 as the parcel it replaces was. Every other
 * action leaves the line as it is.
 */
export function lineStateAfterReturn(
  action: Exclude<ReturnAction, 'request'>,
  line: DeliveryState,
): DeliveryState {
  return action === RETURN_ACTION.reship ? DELIVERY_STATE.shipping : line;
}

/**
 * The delivery time a confirmed delivery records: the first one stays (settlement dates the gift's delivery fact from
 * it, and the return window runs from it), so confirming an exchange's replacement does not move it.
 */
export const deliveredAtOnConfirm = (first: Date | null, now: Date): Date => first ?? now;

/** Who pays the return shipping: the seller for a seller-fault reason, else the event's rule, else the global one. */
export function returnFeePayer(reasonCd: string, eventPayer: string | null | undefined): ReturnFeePayer {
  if (SELLER_FAULT_REASONS.includes(reasonCd)) return RETURN_FEE_PAYER.seller;
  if (eventPayer === RETURN_FEE_PAYER.seller || eventPayer === RETURN_FEE_PAYER.recipient) return eventPayer;
  return RETURN_RULE_DEFAULT.feePayer;
}

/** The return shipping fee the recipient would pay (0 when the seller pays): the event's fee, else the global one. */
export function returnShipFeeOf(
  reasonCd: string,
  eventPayer: string | null | undefined,
  eventFee: number | null | undefined,
): { payer: ReturnFeePayer; fee: number } {
  const payer = returnFeePayer(reasonCd, eventPayer);
  return { payer, fee: payer === RETURN_FEE_PAYER.seller ? 0 : (eventFee ?? RETURN_RULE_DEFAULT.shipFee) };
}

/**
 * How a recipient who owes return shipping settles it (decision 028): by card when they submit the request
 * (CARD), or deducted from the card refund of the return (DEDUCT).
 */
export const RETURN_FEE_METHOD = { card: 'CARD', deduct: 'DEDUCT' } as const;
export type ReturnFeeMethod = (typeof RETURN_FEE_METHOD)[keyof typeof RETURN_FEE_METHOD];
export const RETURN_FEE_METHOD_LABEL: Record<ReturnFeeMethod, string> = {
  CARD: '카드 결제',
  DEDUCT: '환불 금액에서 차감',
};
export const RETURN_FEE_METHOD_NAMES: Record<OtherLanguage, Record<ReturnFeeMethod, string>> = {
  en: { CARD: 'Pay by card', DEDUCT: 'Deduct from the refund' },
  vi: { CARD: 'Thanh toán bằng thẻ', DEDUCT: 'Trừ vào tiền hoàn' },
  'zh-Hans': { CARD: '刷卡支付', DEDUCT: '从退款中扣除' },
  ne: { CARD: 'कार्डबाट भुक्तानी', DEDUCT: 'फिर्ता रकमबाट कटौती' },
  km: { CARD: 'បង់ដោយកាត', DEDUCT: 'កាត់ពីប្រាក់សងវិញ' },
};
/** How a return fee is settled, in a language (empty when it is not set). */
export const returnFeeMethodName = (
  cd: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string => codeName(RETURN_FEE_METHOD_LABEL, RETURN_FEE_METHOD_NAMES, cd, language, '');

/** Why the deduction is not offered (returnFeeMethods). */
export const RETURN_FEE_DEDUCT_HINT =
  '환불 금액에서 차감은 카드로 결제한 선물의 반품에서 환불 금액이 배송비 이상일 때 고를 수 있습니다.';

export const RETURN_FEE_TEXT = {
  methodRequired: '반품 배송비 결제 방법을 선택해주세요.',
  deductNotPossible: '환불 금액에서 반품 배송비를 차감할 수 없습니다. 카드로 결제해주세요.',
  feeChangedOnEdit: '반품 배송비가 달라지는 변경은 신청을 철회한 뒤 다시 신청해주세요.',
  notWaiting: '반품 배송비를 결제할 신청이 아닙니다.',
  payFirst: '반품 배송비를 결제하면 신청이 접수됩니다.',
  goodName: (prodNm: string) => `반품 배송비 (${prodNm})`,
} as const;

/**
 * The card refund a return gives back: what the order paid by card, at most the line's price, less the return fee
 * when the recipient chose to have it deducted (never below 0).
 */
export function returnCardRefund(input: {
  paidByCard: number;
  lineTotal: number;
  fee: number;
  feeMethod: string | null | undefined;
}): number {
  const refund = Math.min(input.paidByCard, input.lineTotal);
  const deducted = input.feeMethod === RETURN_FEE_METHOD.deduct ? input.fee : 0;
  return Math.max(0, refund - deducted);
}

/**
 * The ways a recipient may settle a return fee (decision 028): none when nothing is owed; a card payment always;
 * a deduction only for a return (an exchange refunds nothing) of an order paid by card whose refund covers the fee.
 */
export function returnFeeMethods(input: {
  refundGbn: string;
  fee: number;
  paidByCard: number;
  lineTotal: number;
}): ReturnFeeMethod[] {
  if (input.fee <= 0) return [];
  const refund = Math.min(input.paidByCard, input.lineTotal);
  const deductible = input.refundGbn === REFUND_GBN.return && input.paidByCard > 0 && refund >= input.fee;
  return deductible ? [RETURN_FEE_METHOD.card, RETURN_FEE_METHOD.deduct] : [RETURN_FEE_METHOD.card];
}

/**
 * The confirm before a return or exchange request is sent: what, which kind, why, and what it costs the recipient
 * (a request cannot be taken back once decided, and the fee is only known per reason).
 */
export function returnConfirmText(input: {
  prodNm: string;
  optNm?: string | null;
  quantity?: number | null;
  refundGbn: RefundGbn;
  reasonCd: string;
  eventPayer?: string | null;
  eventFee?: number | null;
  /** Changing a request not yet decided rather than sending a new one. */
  editing?: boolean;
  /** How the recipient settles a fee they owe (RETURN_FEE_METHOD). */
  feeMethod?: string | null;
}): string {
  const { payer, fee } = returnShipFeeOf(input.reasonCd, input.eventPayer, input.eventFee);
  const method = fee > 0 ? RETURN_FEE_METHOD_LABEL[input.feeMethod as ReturnFeeMethod] : undefined;
  const item = [
    input.prodNm,
    input.optNm ? `(${input.optNm})` : '',
    input.quantity ? `${input.quantity}개` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const feeText =
    fee > 0
      ? `${formatWon(fee)} (${RETURN_FEE_PAYER_LABEL[payer]}${method ? `, ${method}` : ''})`
      : RETURN_FEE_PAYER_LABEL[payer];
  const kind = REFUND_GBN_LABEL[input.refundGbn];
  return [
    `상품: ${item}`,
    `구분: ${kind}`,
    `사유: ${RETURN_REASONS[input.reasonCd] ?? input.reasonCd}`,
    `반품 배송비: ${feeText}`,
    '',
    input.editing ? '신청 내용을 수정하시겠습니까?' : `${kind} 신청하시겠습니까?`,
  ].join('\n');
}

/** Tracking pages per carrier (code group 013); the invoice number is appended. */
export const CARRIER_TRACKING_URL: Readonly<Record<string, string>> = {
  '01': 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  '02': 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  '03': 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  '04': 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  '05': 'https://www.ilogen.com/web/personal/trace/',
};
export function trackingUrl(carrierCd: string | null, invoiceNo: string | null): string | null {
  if (!carrierCd || !invoiceNo) return null;
  const base = CARRIER_TRACKING_URL[carrierCd];
  return base ? `${base}${encodeURIComponent(invoiceNo)}` : null;
}
/** An invoice number as kept and linked to the carrier's tracking page: 8 to 20 digits. */
export const INVOICE_NO_PATTERN = /^\d{8,20}$/;
export const INVOICE_NO_TEXT = '송장번호는 숫자 8~20자리입니다.';
/** Spaces (a no-break space from a pasted page too) and the dashes people group the digits with. */
const INVOICE_NO_SEPARATORS = /[\s\-\u2010-\u2015\uFF0D]/g;
/**
 * An invoice number as people write it ('5102 3344 0266', '5102-3344-0266') reduced to its digits, so the screens,
 * the API and the invoice upload check and keep the same '510233440266'; what is left is checked against
 * INVOICE_NO_PATTERN.
 */
export const normalizeInvoiceNo = (text: string): string => text.replace(INVOICE_NO_SEPARATORS, '');
/** Whether a typed invoice number is one once normalized. */
export const isInvoiceNo = (text: string): boolean => INVOICE_NO_PATTERN.test(normalizeInvoiceNo(text));

/**
 * How an order and one of its lines are named on every screen, document and message: `주문 250 · 상품 251`
 * (estimate number, then line number), or `주문 250` for the whole order. The Excel columns 주문번호 and 주문상품번호
 * hold the same two numbers, so a number read on a screen is the one typed in the invoice upload.
 */
export function formatOrderNo(estiSn: number, estiItemSn?: number | null): string {
  return estiItemSn ? `주문 ${estiSn} · 상품 ${estiItemSn}` : `주문 ${estiSn}`;
}
