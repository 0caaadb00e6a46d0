import { describe, expect, it } from 'vitest';
import { PAYROLL_STATUS, PAYROLL_STATUS_LABEL, type PayrollSide, payrollAreas } from './payroll';

describe('payroll request header statuses (spec §4)', () => {
  it('codes and labels', () => {
    expect(Object.values(PAYROLL_STATUS)).toEqual(['01', '02', '03', '04', '05', '06', '07', '90']);
    expect(PAYROLL_STATUS_LABEL).toEqual({
      '01': '임시저장',
      '02': '등록',
      '03': '처리중',
      '04': '처리일변경',
      '05': '답변등록',
      '06': '답변재요청',
      '07': '완료',
      '90': '삭제',
    });
  });
});

// Columns: modify area, reply area, modify button, scheduled-date button, complete button. 1 = shown.
type Row = [
  status: string,
  modifyArea: 0 | 1,
  replyArea: 0 | 1,
  modifyButton: 0 | 1,
  scheduled: 0 | 1,
  complete: 0 | 1,
];
const TABLE: Record<`${PayrollSide}/${PayrollSide}`, Row[]> = {
  // Client-started, client view: 01 and 02 modify area and button; 03 modify plus complete;
  // 04, 05, 06 reply area plus complete; 07 and 90 nothing.
  'client/client': [
    ['01', 1, 0, 1, 0, 0],
    ['02', 1, 0, 1, 0, 0],
    ['03', 1, 0, 1, 0, 1],
    ['04', 0, 1, 0, 0, 1],
    ['05', 0, 1, 0, 0, 1],
    ['06', 0, 1, 0, 0, 1],
    ['07', 0, 0, 0, 0, 0],
    ['90', 0, 0, 0, 0, 0],
  ],
  // Client-started, provider view: 01 hidden; 02 modify and reply area plus complete; 03 same plus scheduled;
  // 04 reply only; 05 and 06 reply plus scheduled and complete; 07 and 90 nothing.
  'client/provider': [
    ['01', 0, 0, 0, 0, 0],
    ['02', 1, 1, 0, 0, 1],
    ['03', 1, 1, 0, 1, 1],
    ['04', 0, 1, 0, 0, 0],
    ['05', 0, 1, 0, 1, 1],
    ['06', 0, 1, 0, 1, 1],
    ['07', 0, 0, 0, 0, 0],
    ['90', 0, 0, 0, 0, 0],
  ],
  // Provider-started, client view: 02 reply plus complete; 03 and 04 hidden; 05 and 06 reply plus complete.
  'provider/client': [
    ['01', 0, 0, 0, 0, 0],
    ['02', 0, 1, 0, 0, 1],
    ['03', 0, 0, 0, 0, 0],
    ['04', 0, 0, 0, 0, 0],
    ['05', 0, 1, 0, 0, 1],
    ['06', 0, 1, 0, 0, 1],
    ['07', 0, 0, 0, 0, 0],
    ['90', 0, 0, 0, 0, 0],
  ],
  // Provider-started, provider view: 01 modify; 02 modify plus complete; 05 and 06 reply plus complete.
  'provider/provider': [
    ['01', 1, 0, 1, 0, 0],
    ['02', 1, 0, 1, 0, 1],
    ['03', 0, 0, 0, 0, 0],
    ['04', 0, 0, 0, 0, 0],
    ['05', 0, 1, 0, 0, 1],
    ['06', 0, 1, 0, 0, 1],
    ['07', 0, 0, 0, 0, 0],
    ['90', 0, 0, 0, 0, 0],
  ],
};

describe('payrollAreas (spec §4, every status of every view)', () => {
  for (const [view, rows] of Object.entries(TABLE)) {
    const [starter, viewer] = view.split('/') as [PayrollSide, PayrollSide];
    it.each(rows)(`${view} status %s`, (status, modifyArea, replyArea, modifyButton, scheduled, complete) => {
      expect(payrollAreas(starter, viewer, status)).toEqual({
        modifyArea: modifyArea === 1,
        replyArea: replyArea === 1,
        modifyButton: modifyButton === 1,
        scheduledButton: scheduled === 1,
        completeButton: complete === 1,
      });
    });
  }

  it('the table covers every status in every view', () => {
    for (const rows of Object.values(TABLE))
      expect(rows.map((r) => r[0])).toEqual(Object.values(PAYROLL_STATUS));
  });

  it('unknown statuses show nothing', () => {
    const none = {
      modifyArea: false,
      replyArea: false,
      modifyButton: false,
      scheduledButton: false,
      completeButton: false,
    };
    expect(payrollAreas('client', 'client', '99')).toEqual(none);
    expect(payrollAreas('client', 'client', 'toString')).toEqual(none);
  });
});
