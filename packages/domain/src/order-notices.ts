import { formatWon } from './formats';

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
  refundGbnNm?: string | null;
  refundAmount?: number | null;
  /** When the event closes, formatted (a reopened choice must be made before). */
  closeAt?: string | null;
};

export function orderNoticeSubject(kind: OrderNoticeKind, eventNm: string): string {
  const title: Record<OrderNoticeKind, string> = {
    RELEASE: '선물이 출고되었습니다',
    DELIVERED: '선물이 배송완료되었습니다',
    RETURN_APPROVED: '반품/교환 신청이 승인되었습니다',
    REFUNDED: '환불이 완료되었습니다',
    RESHIPPED: '교환 상품이 다시 발송되었습니다',
    CHOICE_REOPENED: '선물을 다시 선택하실 수 있습니다',
    ADDRESS_NEEDED: '배송지를 입력해 주세요',
    DEFAULT_GIFT: '기본 선물이 발송 준비 중입니다',
  };
  return `[선물 안내] ${eventNm} - ${title[kind]}`;
}

/** The text of a recipient's order message (alimtalk, SMS/LMS and mail share it). */
export function orderNoticeText(kind: OrderNoticeKind, v: OrderNoticeValues): string {
  const head = [`[${v.cmpyNm}] ${v.eventNm}`];
  const gift = `선물: ${v.prodNm}`;
  let body: string[];
  switch (kind) {
    case 'RELEASE':
      body = [
        `${v.userNm}님, 선물이 출고되었습니다.`,
        gift,
        `택배사: ${v.carrierNm ?? '-'}`,
        `송장번호: ${v.invoiceNo ?? '-'}`,
        ...(v.trackingUrl ? [`배송조회: ${v.trackingUrl}`] : []),
      ];
      break;
    case 'DELIVERED':
      body = [`${v.userNm}님, 선물이 배송완료되었습니다.`, gift, '받으신 선물을 확인해 주세요.'];
      break;
    case 'RETURN_APPROVED':
      body = [
        `${v.userNm}님, ${v.refundGbnNm ?? '반품/교환'} 신청이 승인되었습니다.`,
        gift,
        '상품 회수 후 처리 결과를 다시 안내해 드립니다.',
      ];
      break;
    case 'REFUNDED':
      body = [
        `${v.userNm}님, 반품하신 선물의 환불이 완료되었습니다.`,
        gift,
        ...(v.refundAmount ? [`환불 금액: ${formatWon(v.refundAmount)}`] : []),
      ];
      break;
    case 'RESHIPPED':
      body = [
        `${v.userNm}님, 교환 상품이 다시 발송되었습니다.`,
        gift,
        `택배사: ${v.carrierNm ?? '-'}`,
        `송장번호: ${v.invoiceNo ?? '-'}`,
        ...(v.trackingUrl ? [`배송조회: ${v.trackingUrl}`] : []),
      ];
      break;
    case 'CHOICE_REOPENED':
      body = [
        `${v.userNm}님, 반품하신 선물 대신 선물을 다시 선택하실 수 있습니다.`,
        `반품한 선물: ${v.prodNm}`,
        `선택 마감: ${v.closeAt ?? '-'}`,
      ];
      break;
    case 'ADDRESS_NEEDED':
      body = [
        `${v.userNm}님, 이벤트가 마감되어 기본 선물을 보내 드립니다.`,
        gift,
        '배송지가 없어 발송하지 못하고 있습니다. 아래 링크에서 배송지를 입력해 주세요.',
      ];
      break;
    case 'DEFAULT_GIFT':
      body = [
        `${v.userNm}님, 이벤트가 마감되어 기본 선물을 보내 드립니다.`,
        gift,
        '등록하신 기본 배송지로 발송 준비 중입니다. 출고 전에는 배송지를 변경하실 수 있습니다.',
      ];
      break;
  }
  const linkLabel =
    kind === 'ADDRESS_NEEDED' ? '배송지 입력' : kind === 'CHOICE_REOPENED' ? '선물 선택' : '주문 확인';
  return [...head, ...body, `${linkLabel}: ${v.link}`].join('\n');
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
