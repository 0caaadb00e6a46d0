import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_COLUMNS } from '../event-docs';
import { formatYmdHms } from '../formats';
import { DELIVERY_EXPORT_COLUMNS, NOT_APPLY_EXPORT_COLUMNS, RETURN_EXPORT_COLUMNS } from './delivery-flow';
import {
  ACCESS_LOG_EXPORT_COLUMNS,
  EVENT_EXPORT_COLUMNS,
  EXCEL_NUM_FMT,
  type ExportColumn,
  USER_EXPORT_COLUMNS,
} from './excel';
import { GOODS_EXPORT_COLUMNS } from './goods';
import { PAYMENT_EXPORT_COLUMNS } from './payment';

/** The cell a column writes for a row, by header. */
function cell<R>(columns: readonly ExportColumn<R>[], header: string, row: Partial<R>) {
  const column = columns.find((c) => c.header === header);
  if (!column) throw new Error(`no column ${header}`);
  return { value: column.value(row as R), numFmt: column.numFmt };
}

describe('Excel downloads never show raw digit strings or codes', () => {
  it('formats a YYYYMMDDHHMISS time stamp', () => {
    expect(formatYmdHms('20261126223139')).toBe('2026.11.26 22:31:39');
    expect(formatYmdHms('20261126223139', '-')).toBe('2026-11-26 22:31:39');
    expect(formatYmdHms(null)).toBe('');
    expect(formatYmdHms('2026-11-26')).toBe('2026-11-26');
  });

  it('writes event dates and times formatted', () => {
    const row = {
      startDt: '20261126',
      startTm: '090000',
      endDt: '20261126',
      endTm: '180000',
      frstRgstDt: '20261120',
    };
    expect(cell(EVENT_EXPORT_COLUMNS, '시작일', row).value).toBe('2026-11-26');
    expect(cell(EVENT_EXPORT_COLUMNS, '시작시간', row).value).toBe('09:00');
    expect(cell(EVENT_EXPORT_COLUMNS, '종료시간', row).value).toBe('18:00');
    expect(cell(EVENT_EXPORT_COLUMNS, '등록일', row).value).toBe('2026-11-20');
  });

  it('writes time stamps of the delivery, return and not-applied lists formatted', () => {
    expect(cell(DELIVERY_EXPORT_COLUMNS, '주문일시', { orderDt: '20261126223139' }).value).toBe(
      '2026-11-26 22:31:39',
    );
    expect(cell(RETURN_EXPORT_COLUMNS, '신청일시', { requestDt: '20261126223139' }).value).toBe(
      '2026-11-26 22:31:39',
    );
    expect(cell(NOT_APPLY_EXPORT_COLUMNS, '최근 안내 발송', { lastRemindDt: null }).value).toBe('');
  });

  it('writes goods with won formats, words for Y/N and a formatted date', () => {
    const row = { supplyPrice: 28_000, soldOutYn: 'N' as const, useYn: 'Y' as const, frstRgstDt: '20261126' };
    expect(cell(GOODS_EXPORT_COLUMNS, '공급가', row)).toEqual({ value: 28_000, numFmt: EXCEL_NUM_FMT.won });
    expect(cell(GOODS_EXPORT_COLUMNS, '품절여부', row).value).toBe('판매중');
    expect(cell(GOODS_EXPORT_COLUMNS, '품절여부', { soldOutYn: 'Y' as const }).value).toBe('품절');
    expect(cell(GOODS_EXPORT_COLUMNS, '사용여부', row).value).toBe('사용');
    expect(cell(GOODS_EXPORT_COLUMNS, '등록일', row).value).toBe('2026-11-26');
    expect(cell(PAYMENT_EXPORT_COLUMNS, '결제금액', { amount: 9_000 }).numFmt).toBe(EXCEL_NUM_FMT.won);
    expect(cell(PURCHASE_ORDER_COLUMNS, '수량', { quantity: 1_200 }).numFmt).toBe(EXCEL_NUM_FMT.count);
  });

  it('names roles and lock states instead of codes', () => {
    expect(cell(ACCESS_LOG_EXPORT_COLUMNS, '권한', { actorAuthCd: '35' }).value).toBe('공급사 직원');
    expect(cell(USER_EXPORT_COLUMNS, '잠금', { lockYn: 'N' as const }).value).toBe('정상');
  });
});
