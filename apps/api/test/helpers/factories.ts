import { AUTH_CD, type AuthCd, EVENT_STATUS, SELECT_TYPE } from '@pcs/domain';
import dayjs from 'dayjs';
import type { Db } from '../../src/db/client';
import {
  appUser,
  company,
  event,
  eventProduct,
  eventRecipient,
  product,
  productOption,
} from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/auth/credentials';
import { invalidateLandingPages } from '../../src/modules/landing/landing-cache';

/** Test data with overrides (STYLE: createX(overrides)). Every factory writes through the real schema. */
export const TEST_PASSWORD = 'Test1234!';

/** An address book entry as the save call takes it. */
export const ADDRESS_INPUT = {
  addrNm: '집',
  receiverNm: '홍길동',
  receiverTelNo: '010-2222-3333',
  zipCd: '06236',
  addr: '서울 강남구 테헤란로 1',
  addrDtl: '101호',
  defaultYn: 'Y',
} as const;
let passwordHash: Promise<string> | null = null;
const testHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let seq = 0;
const next = () => ++seq;

export async function createCompany(db: Db, overrides: Partial<typeof company.$inferInsert> = {}) {
  const n = next();
  const row = {
    cmpyCd: `C${String(n).padStart(5, '0')}`,
    cmpyNm: `테스트회사${n}`,
    cmpyTypeCd: '02',
    ...overrides,
  };
  await db.insert(company).values(row);
  return row;
}

export async function createUser(
  db: Db,
  authCd: AuthCd = AUTH_CD.clientEmployee,
  overrides: Partial<typeof appUser.$inferInsert> = {},
) {
  const n = next();
  const row = {
    unqUserId: `T${String(n).padStart(7, '0')}`,
    userId: `user${n}`,
    passwordHash: await testHash(),
    userNm: `홍길${n}`,
    authCd,
    telNo: '01012345678',
    ...overrides,
  };
  await db.insert(appUser).values(row);
  return row;
}

export async function createProduct(
  db: Db,
  overrides: Partial<typeof product.$inferInsert> = {},
  options: {
    optCd: string;
    optNm: string;
    parentOptCd?: string;
    soldOutYn?: string;
    addPrice?: number;
    /** A value's stock across events; absent or null: not tracked. */
    stockQty?: number | null;
  }[] = [],
) {
  const n = next();
  // As the migration and the goods save leave it: new value codes continue after the highest number in use.
  const lastOptNo = Math.max(
    0,
    ...options.filter((o) => o.parentOptCd).map((o) => Number(o.optCd.slice(2)) || 0),
  );
  const [row] = await db
    .insert(product)
    .values({ prodNm: `테스트상품${n}`, brandNm: '테스트브랜드', price: 30_000, lastOptNo, ...overrides })
    .returning();
  if (options.length > 0) {
    await db.insert(productOption).values(
      options.map((o, i) => ({
        prodSn: row!.prodSn,
        optCd: o.optCd,
        optNm: o.optNm,
        parentOptCd: o.parentOptCd ?? null,
        soldOutYn: o.soldOutYn ?? 'N',
        addPrice: o.addPrice ?? 0,
        stockQty: o.stockQty ?? null,
        seqNo: i,
      })),
    );
  }
  // The app's own saves do this (goods routes); a test's direct insert must too, or the public catalogue's snapshot
  // and replies of this database would not show the product until LANDING_CACHE_MS passed.
  invalidateLandingPages();
  return row!;
}

/**
 * A running event of `cmpyCd` open today (KST), with products (and their stock) and recipients. A test on a fixed
 * clock passes that clock's `today`: days counted from the real date drift into its schedule as the calendar moves.
 */
export async function createEvent(
  db: Db,
  input: {
    cmpyCd: string;
    products: { prodSn: number; stockQty: number }[];
    recipients: string[];
    selectCnt?: number;
    selectType?: string;
    overrides?: Partial<typeof event.$inferInsert>;
    today?: Date;
  },
) {
  const today = dayjs(input.today);
  const selectCnt = input.selectCnt ?? 1;
  const [row] = await db
    .insert(event)
    .values({
      cmpyCd: input.cmpyCd,
      eventNm: `테스트 이벤트 ${next()}`,
      startDt: today.subtract(3, 'day').format('YYYYMMDD'),
      endDt: today.add(3, 'day').format('YYYYMMDD'),
      eventStatCd: EVENT_STATUS.running,
      selectCnt,
      selectType: input.selectType ?? SELECT_TYPE.single,
      ...input.overrides,
    })
    .returning();
  const eventSn = row!.eventSn;
  if (input.products.length > 0) {
    await db
      .insert(eventProduct)
      .values(input.products.map((p, i) => ({ eventSn, prodSn: p.prodSn, stockQty: p.stockQty, seqNo: i })));
  }
  if (input.recipients.length > 0) {
    await db
      .insert(eventRecipient)
      .values(input.recipients.map((unqUserId) => ({ eventSn, unqUserId, allowedCnt: selectCnt })));
  }
  return row!;
}
