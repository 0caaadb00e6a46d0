import { formatWon, formatYearMonth, maskName } from './formats';
import { particleOf } from './korean-particle';

/*
 * Managers' notices in the team messengers (decision 056) beyond the occasion ones (occasion-notices.ts): goods
 * waiting for the operators' approval, a month's client bills ready to confirm, and a card payment that failed.
 * Each is a subject, a body that ends with its link, and the screen the button opens (queueManagerNotice).
 */

/** Company types (code group 006): the operator company is the one whose managers approve goods and confirm bills. */
export const COMPANY_TYPE = { operator: '01', client: '02', vendor: '03' } as const;

/** Goods a vendor registered or changed, now waiting for an operator's approval (등록신청). */
export function goodsApprovalWaitingNotice(
  g: { vendorNm: string; prodNm: string; changed: boolean },
  link: string,
): { subject: string; body: string } {
  return {
    subject: `[${g.vendorNm}] 상품 승인 요청`,
    body: [
      `[${g.vendorNm}] ${g.prodNm} 상품${g.changed ? '의 수정' : ''} 승인 요청이 있습니다.`,
      '상품 정보를 확인하고 승인 또는 반려해 주세요.',
      `바로가기: ${link}`,
    ].join('\n'),
  };
}

/** An ended month whose client bills wait for the operator's confirm: how many companies, and their draft total. */
export function settlementMonthReadyNotice(
  m: { yyyymm: string; companyCount: number; chargeAmt: number },
  link: string,
): { subject: string; body: string } {
  const month = formatYearMonth(m.yyyymm);
  return {
    subject: `[정산] ${month} 청구서 확정 요청`,
    body: [
      `${month} 고객사 청구서 초안 ${m.companyCount}건(청구 예정 ${formatWon(m.chargeAmt)})이 확정을 기다리고 있습니다.`,
      '내역을 확인하고 확정해 주세요.',
      `바로가기: ${link}`,
    ].join('\n'),
  };
}

/**
 * A recipient's card payment that failed (the approval was cancelled; no gift was applied): the event, the person
 * masked as on the lists, the amount and the reason the recipient was shown.
 */
export function paymentFailedNotice(
  p: { eventNm: string; userNm: string; amount: number; reason: string | null },
  link: string,
): { subject: string; body: string } {
  const person = maskName(p.userNm);
  return {
    subject: `[${p.eventNm}] 카드 결제 실패`,
    body: [
      `[${p.eventNm}] ${person}님의 카드 결제 ${formatWon(p.amount)}${particleOf(formatWon(p.amount), '이/가')} 실패하여 선물이 신청되지 않았습니다.`,
      ...(p.reason ? [`사유: ${p.reason}`] : []),
      '미신청자 현황에서 다시 안내해 주세요.',
      `바로가기: ${link}`,
    ].join('\n'),
  };
}
