import { describe, expect, it } from 'vitest';
import { CLOSE_SUMMARY_ROWS, closeSummaryMail, EVENT_DOCS_TEXT, vendorOrderMail } from './event-docs';

describe('closing and document texts', () => {
  const ev = { eventNm: '겨울 간식 선물', cmpyNm: '한빛전자' };

  it('mails the close summary with every count, labelled, and the detail link', () => {
    const mail = closeSummaryMail(
      ev,
      {
        closeRuleCd: '02',
        recipientCnt: 10,
        appliedCnt: 6,
        defaultGiftCnt: 3,
        addrNeededCnt: 1,
        nothingCnt: 0,
        soldOutCnt: 1,
        closedAt: '2026-11-23T00:00:00.000Z',
      },
      'https://pcs.test/event/detail/CLI001/7',
    );
    expect(mail.subject).toBe('[PCS] 이벤트 마감 요약: 겨울 간식 선물');
    expect(mail.body.split('\n')).toEqual([
      '한빛전자의 이벤트 "겨울 간식 선물"이(가) 마감되었습니다.',
      '',
      '- 대상자: 10명',
      '- 직접 신청: 6명',
      '- 기본 선물 지급: 3명',
      '- 배송지 입력 필요: 1명',
      '- 미처리: 0명',
      '- 기본 선물 재고 부족: 1명',
      '',
      '이벤트 상세: https://pcs.test/event/detail/CLI001/7',
    ]);
    expect(CLOSE_SUMMARY_ROWS).toHaveLength(6);
  });

  it('mails a vendor its order summary with the download link', () => {
    const mail = vendorOrderMail(ev, { vendorNm: '가온식품', lineCnt: 2, quantity: 3 }, 'https://pcs.test/x');
    expect(mail.subject).toBe('[PCS] 발주서: 겨울 간식 선물 (가온식품)');
    expect(mail.body).toContain('- 주문 건수: 2건');
    expect(mail.body).toContain('- 총 수량: 3개');
    expect(mail.body).toContain('발주서(PDF, 엑셀)는 로그인 후 내려받을 수 있습니다: https://pcs.test/x');
  });

  it('keeps the screen texts', () => {
    expect(EVENT_DOCS_TEXT.addrNeeded).toBe('배송지 입력 필요');
    expect(EVENT_DOCS_TEXT.vendorMailDone(2)).toBe('공급사 2곳에 발주 메일을 보냈습니다.');
    expect(EVENT_DOCS_TEXT.vendorMailNone).toBe('발주 메일을 받을 공급사 담당자 메일이 없습니다.');
  });
});
