import { REFUND_GBN_LABEL, type RefundGbn } from './delivery-lifecycle';
import { fillMessage } from './event-send';
import { formatsOf } from './language-formats';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { type OrderNoticeTexts, TRANSLATED_ORDER_NOTICES } from './recipient-notices';

/**
 * What a recipient is told after they applied: each kind is one message through the outbox, on the recipient's
 * channel, with a link to the order. Operators may turn each of these off per event (event.notice_off).
 */
export const NOTICE_KINDS = [
  'RELEASE',
  'DELIVERED',
  'RETURN_APPROVED',
  'REFUNDED',
  'RESHIPPED',
  'CHOICE_REOPENED',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_LABEL: Record<NoticeKind, string> = {
  RELEASE: '출고 안내 (택배사, 송장번호)',
  DELIVERED: '배송완료 안내',
  RETURN_APPROVED: '반품/교환 승인 안내',
  REFUNDED: '환불 완료 안내',
  RESHIPPED: '교환 상품 재발송 안내',
  CHOICE_REOPENED: '반품 후 선택 기회 다시 주기 안내',
};

/** Messages of the close, always sent: a default gift needs an address, or goes to the address on file. */
export const CLOSE_NOTICE_KINDS = ['ADDRESS_NEEDED', 'DEFAULT_GIFT'] as const;
export type CloseNoticeKind = (typeof CLOSE_NOTICE_KINDS)[number];
export type OrderNoticeKind = NoticeKind | CloseNoticeKind;

/** The values a recipient's order message is filled with. */
export type OrderNoticeValues = {
  userNm: string;
  cmpyNm: string;
  eventNm: string;
  prodNm: string;
  link: string;
  carrierNm?: string | null;
  invoiceNo?: string | null;
  trackingUrl?: string | null;
  /** A return or an exchange (RETURN_APPROVED); unknown reads as either. */
  refundGbn?: RefundGbn | null;
  refundAmount?: number | null;
  /** When the event closes, formatted (a reopened choice must be made before). */
  closeAt?: string | null;
};

/** The Korean order notices (the spec's tone), in the shape of their translations (recipient-notices.ts). */
const KOREAN_ORDER_NOTICES: OrderNoticeTexts = {
  subject: '[선물 안내] #{이벤트명} - #{안내}',
  titles: {
    RELEASE: '선물이 출고되었습니다',
    DELIVERED: '선물이 배송완료되었습니다',
    RETURN_APPROVED: '반품/교환 신청이 승인되었습니다',
    REFUNDED: '환불이 완료되었습니다',
    RESHIPPED: '교환 상품이 다시 발송되었습니다',
    CHOICE_REOPENED: '선물을 다시 선택하실 수 있습니다',
    ADDRESS_NEEDED: '배송지를 입력해 주세요',
    DEFAULT_GIFT: '기본 선물이 발송 준비 중입니다',
  },
  bodies: {
    RELEASE: [
      '#{이름}님, 선물이 출고되었습니다.',
      '선물: #{선물}',
      '택배사: #{택배사}',
      '송장번호: #{송장번호}',
      '배송조회: #{배송조회}',
      '주문 확인: #{링크}',
    ],
    DELIVERED: [
      '#{이름}님, 선물이 배송완료되었습니다.',
      '선물: #{선물}',
      '받으신 선물을 확인해 주세요.',
      '주문 확인: #{링크}',
    ],
    RETURN_APPROVED: [
      '#{이름}님, #{반품구분} 신청이 승인되었습니다.',
      '선물: #{선물}',
      '상품 회수 후 처리 결과를 다시 안내해 드립니다.',
      '주문 확인: #{링크}',
    ],
    REFUNDED: [
      '#{이름}님, 반품하신 선물의 환불이 완료되었습니다.',
      '선물: #{선물}',
      '환불 금액: #{환불금액}',
      '주문 확인: #{링크}',
    ],
    RESHIPPED: [
      '#{이름}님, 교환 상품이 다시 발송되었습니다.',
      '선물: #{선물}',
      '택배사: #{택배사}',
      '송장번호: #{송장번호}',
      '배송조회: #{배송조회}',
      '주문 확인: #{링크}',
    ],
    CHOICE_REOPENED: [
      '#{이름}님, 반품하신 선물 대신 선물을 다시 선택하실 수 있습니다.',
      '반품한 선물: #{선물}',
      '선택 마감: #{선택마감}',
      '선물 선택: #{링크}',
    ],
    ADDRESS_NEEDED: [
      '#{이름}님, 이벤트가 마감되어 기본 선물을 보내 드립니다.',
      '선물: #{선물}',
      '배송지가 없어 발송하지 못하고 있습니다. 아래 링크에서 배송지를 입력해 주세요.',
      '배송지 입력: #{링크}',
    ],
    DEFAULT_GIFT: [
      '#{이름}님, 이벤트가 마감되어 기본 선물을 보내 드립니다.',
      '선물: #{선물}',
      '등록하신 기본 배송지로 발송 준비 중입니다. 출고 전에는 배송지를 변경하실 수 있습니다.',
      '주문 확인: #{링크}',
    ],
  },
  refundKinds: { ...REFUND_GBN_LABEL, ANY: '반품/교환' },
};

/** The order notices of a language (Korean: the spec's). */
export const orderNoticeTexts = (language: Language): OrderNoticeTexts =>
  language === 'ko' ? KOREAN_ORDER_NOTICES : TRANSLATED_ORDER_NOTICES[language];

/** Variables whose line is left out when there is nothing to say (no tracking page, no refunded amount). */
export const OPTIONAL_ORDER_NOTICE_VARIABLES = ['#{배송조회}', '#{환불금액}'] as const;

export function orderNoticeSubject(
  kind: OrderNoticeKind,
  eventNm: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const texts = orderNoticeTexts(language);
  return fillMessage(texts.subject, { '#{이벤트명}': eventNm, '#{안내}': texts.titles[kind] });
}

/**
 * The text of a recipient's order message (alimtalk, SMS/LMS and mail share it), in their language: the event's
 * head line, then the kind's lines filled with the order's values; the refunded amount in won as the language
 * writes it (formatsOf).
 */
export function orderNoticeText(
  kind: OrderNoticeKind,
  v: OrderNoticeValues,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const texts = orderNoticeTexts(language);
  const values: Record<string, string> = {
    '#{이름}': v.userNm,
    '#{선물}': v.prodNm,
    '#{택배사}': v.carrierNm ?? '-',
    '#{송장번호}': v.invoiceNo ?? '-',
    '#{배송조회}': v.trackingUrl ?? '',
    '#{반품구분}': texts.refundKinds[v.refundGbn ?? 'ANY'],
    '#{환불금액}': v.refundAmount ? formatsOf(language).won(v.refundAmount) : '',
    '#{선택마감}': v.closeAt ?? '-',
    '#{링크}': v.link,
  };
  const body = texts.bodies[kind].filter((line) =>
    OPTIONAL_ORDER_NOTICE_VARIABLES.every((word) => !line.includes(word) || values[word] !== ''),
  );
  return [`[${v.cmpyNm}] ${v.eventNm}`, ...body.map((line) => fillMessage(line, values))].join('\n');
}

/** Where a message's link leads: the mobile order pages for a phone, the desktop order detail for mail. */
export function orderNoticeLink(
  publicUrl: string,
  kind: OrderNoticeKind,
  channel: 'ALIMTALK' | 'SMS' | 'MAIL',
  o: { estiSn: number; estiItemSn: number },
): string {
  const base = publicUrl.replace(/\/$/, '');
  // A choice given back is made on the gift list, not on the returned order.
  if (kind === 'CHOICE_REOPENED') return channel === 'MAIL' ? `${base}/gift/list` : `${base}/m/gift/preview`;
  if (channel === 'MAIL') return `${base}/delivery/order/${o.estiSn}/${o.estiItemSn}`;
  return kind === 'ADDRESS_NEEDED'
    ? `${base}/m/delivery/save/${o.estiSn}`
    : `${base}/m/delivery/detail/${o.estiSn}`;
}

/** Whether a kind is on for an event, given the kinds its operator turned off. */
export const noticeOn = (kind: OrderNoticeKind, off: readonly string[]) => !off.includes(kind);

/** What the recipient's order screens say to someone whose default gift has no address yet. */
export const ADDRESS_NEEDED_GUIDE =
  '이벤트 마감으로 기본 선물이 준비되었습니다. 배송지를 입력해 주시면 발송해 드립니다.';
