import { AUTH_CD, addMonths, kstMonthRange, kstYyyymm } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { testTaxInvoiceProvider } from '../../adapters/tax-invoice/test-provider';
import type { AuthUser } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import {
  confirmClientBill,
  issueTaxInvoices,
  markClientBillPaid,
  savedTaxInvoiceLookup,
} from '../../modules/settlement';
import type { Db } from '../client';
import { queryRows } from '../query-rows';

const HOUR_MS = 3_600_000;

/**
 * Business details for the demo's invoiced companies when the organization seed left every company without them
 * (the company form's demo data brings its own; then this does nothing). CLI003 stays without, to show the refusal.
 */
const DEMO_BIZ: Record<string, { ceoNm: string; bizType: string; bizItem: string; bizAddr: string }> = {
  OPR001: {
    ceoNm: '윤태오',
    bizType: '도매 및 소매업',
    bizItem: '기업 선물 중개',
    bizAddr: '서울특별시 강남구 테헤란로 427',
  },
  CLI001: {
    ceoNm: '김도윤',
    bizType: '제조업',
    bizItem: '전자부품',
    bizAddr: '경기도 수원시 영통구 광교로 156',
  },
  CLI002: {
    ceoNm: '박해린',
    bizType: '도매 및 소매업',
    bizItem: '수산물 유통',
    bizAddr: '부산광역시 중구 중앙대로 88',
  },
  CLI004: {
    ceoNm: '한지호',
    bizType: '제조업',
    bizItem: '바이오의약품',
    bizAddr: '대전광역시 유성구 대학로 99',
  },
  CLI005: {
    ceoNm: '오준혁',
    bizType: '건설업',
    bizItem: '종합건설',
    bizAddr: '대구광역시 수성구 달구벌대로 2450',
  },
};

async function fillDemoBizInfo(db: Db): Promise<void> {
  const [any] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from company where ceo_nm is not null`,
  );
  if ((any?.n ?? 0) > 0) return;
  for (const [cmpyCd, b] of Object.entries(DEMO_BIZ))
    await db.execute(sql`update company set ceo_nm = ${b.ceoNm}, biz_type = ${b.bizType}, biz_item = ${b.bizItem},
        biz_addr = ${b.bizAddr}, tax_email = ${`tax@${cmpyCd.toLowerCase()}.example.com`},
        corporate_reg_no = coalesce(corporate_reg_no, ${`12081${cmpyCd.slice(3)}42`})
      where cmpy_cd = ${cmpyCd}`);
}

/**
 * Decision 037 on `npm start`: every demo company's months before last month are confirmed, issued on the test
 * tax-invoice provider and paid, in order, by demo-admin on the first days of the following month; last month is
 * left a draft, ready for an operator to confirm. When last month has no demo orders (the demo's events sit around
 * today and about two months back), the latest ended month with orders is the draft instead, so there is always one
 * to confirm. Deterministic: the steps are dated from the months, not the clock.
 */
export async function seedDemoClientBills(db: Db, options: { now: Date }): Promise<void> {
  await fillDemoBizInfo(db);
  const [admin] = await queryRows<{ unqUserId: string; userNm: string }>(
    db,
    sql`select unq_user_id as "unqUserId", user_nm as "userNm" from app_user where user_id = 'demo-admin'`,
  );
  if (!admin) return;
  const user: AuthUser = {
    unqUserId: admin.unqUserId,
    userId: 'demo-admin',
    userNm: admin.userNm,
    authCd: AUTH_CD.operatorAdmin,
    cmpyCd: null,
    vendorSn: null,
    tokenHash: '',
  };
  const lastMonth = addMonths(kstYyyymm(options.now), -1);
  const thisMonthStart = kstMonthRange(kstYyyymm(options.now)).from;
  const firsts = await queryRows<{ cmpyCd: string; first: Date | string; last: Date | string }>(
    db,
    sql`select cmpy_cd as "cmpyCd", min(applied_at) as first, max(applied_at) as last from gift_order
      where applied_at < ${thisMonthStart} group by cmpy_cd order by cmpy_cd`,
  );
  const taxInvoice = testTaxInvoiceProvider(savedTaxInvoiceLookup(db));
  for (const { cmpyCd, first, last } of firsts) {
    // The latest ended month with orders stays a draft (last month when it has orders), ready to confirm.
    const lastWithOrders = kstYyyymm(new Date(last));
    const stop = lastWithOrders < lastMonth ? lastWithOrders : lastMonth;
    for (let ym = kstYyyymm(new Date(first)); ym < stop; ym = addMonths(ym, 1)) {
      const next = kstMonthRange(ym).to.getTime();
      const at = (days: number) => () => new Date(next + days * 24 * HOUR_MS + HOUR_MS);
      const key = { cmpyCd, yyyymm: ym };
      try {
        await confirmClientBill({ db, now: at(2) }, user, key);
        await issueTaxInvoices({ db, now: at(4), taxInvoice }, user, key);
        await markClientBillPaid({ db, now: at(9) }, user, {
          ...key,
          paidDt: ymdKst(at(9)()),
          paidMemo: '법인 계좌 입금 확인',
        });
      } catch (error) {
        // An empty month, or a company without business details (its bill stays confirmed): the next month goes on.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
}
