import { AUTH_CD, CARRIERS, INVOICE_IMPORT_COLUMNS, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateItem, personalDataAccessLog, vendor } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock, upload } from './helpers/test-app';
import { readWorkbook, xlsxOf } from './helpers/xlsx';

const clock = testClock();
const t = setupTestApp(clock);

type Line = { estiSn: number; estiItemSn: number };
let admin: string;
let cmpy: string;
let vendorA: { token: string; vendorSn: number };
let vendorB: { token: string; vendorSn: number };

async function makeVendor(name: string) {
  const [v] = await t.database.db.insert(vendor).values({ vendorNm: name }).returning();
  const user = await createUser(t.database.db, AUTH_CD.vendor, { vendorSn: v!.vendorSn });
  return { token: await loginAs(t.app, user.userId), vendorSn: v!.vendorSn };
}

/** One recipient applies for one product of `vendorSn`; the operator places the order unless told not to. */
async function line(vendorSn: number, receiverNm: string, place = true): Promise<Line> {
  const db = t.database.db;
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy });
  const prod = await createProduct(db, { vendorSn });
  const ev = await createEvent(db, {
    cmpyCd: cmpy,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
  });
  const token = await loginAs(t.app, user.userId);
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: ev.eventSn, prodSn: prod.prodSn, quantity: 1 },
    token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const applied = await post(
    t.app,
    '/v1/ebmp/pcs/gift/apply.json',
    {
      ordSn,
      receiverNm,
      receiverTelNo: '01012345678',
      zipCd: '48058',
      addr: '부산광역시 해운대구 센텀중앙로 79',
      addrDtl: '101동 1001호',
    },
    token,
  );
  const { estiSn } = applied.body.resultData as { estiSn: number };
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, estiSn));
  const l = { estiSn, estiItemSn: item!.estiItemSn };
  if (place) await post(t.app, P.lineAction, { ...l, action: 'placeOrder' }, admin);
  return l;
}

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  const a = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  admin = await loginAs(t.app, a.userId);
  cmpy = (await createCompany(db)).cmpyCd;
  vendorA = await makeVendor('마바상회');
  vendorB = await makeVendor('사아상회');
});

const HEADERS = INVOICE_IMPORT_COLUMNS.map((c) => c.header);

describe('invoice Excel template', () => {
  it("is pre-filled with the caller's releasable lines, and its code sheet lists the carriers", async () => {
    const mine1 = await line(vendorA.vendorSn, '김하늘');
    const mine2 = await line(vendorA.vendorSn, '이바다');
    const notPlaced = await line(vendorA.vendorSn, '박구름', false);
    const theirs = await line(vendorB.vendorSn, '최별빛');

    const res = await post(t.app, P.invoiceTemplate, {}, vendorA.token);
    expect(res.statusCode).toBe(200);
    const workbook = await readWorkbook(res.raw);
    const data = workbook.worksheets[0]!;
    const rows = data.getSheetValues().slice(2) as unknown[][];
    const listed = rows.filter(Boolean).map((r) => [Number(r[1]), Number(r[2])]);
    // Oldest first; only lines this vendor may release now (placed, its own goods).
    expect(listed).toEqual([
      [mine1.estiSn, mine1.estiItemSn],
      [mine2.estiSn, mine2.estiItemSn],
    ]);
    expect(listed).not.toContainEqual([notPlaced.estiSn, notPlaced.estiItemSn]);
    expect(listed).not.toContainEqual([theirs.estiSn, theirs.estiItemSn]);
    expect(data.getRow(1).values).toEqual([undefined, ...HEADERS]);
    // The receiver beside the numbers, masked as in the list.
    expect(data.getRow(2).getCell(8).value).toBe('김*늘');

    const codes = workbook.getWorksheet('코드목록')!;
    const carriers = codes
      .getColumn(1)
      .values.slice(2)
      .filter((v) => v !== undefined);
    expect(carriers).toEqual(Object.values(CARRIERS));
    expect(
      (data as unknown as { dataValidations: { model: Record<string, unknown> } }).dataValidations.model,
    ).not.toEqual({});

    // The operator's template holds every releasable line, both vendors'.
    const all = await readWorkbook((await post(t.app, P.invoiceTemplate, {}, admin)).raw);
    const allRows = (all.worksheets[0]!.getSheetValues().slice(2) as unknown[][])
      .filter(Boolean)
      .map((r) => Number(r[2]));
    expect(allRows).toEqual(expect.arrayContaining([mine1.estiItemSn, mine2.estiItemSn, theirs.estiItemSn]));
    expect(allRows).not.toContain(notPlaced.estiItemSn);
  });

  it('uploads the filled template: rows left blank are skipped, a half-filled row is an error', async () => {
    const a = await line(vendorA.vendorSn, '정우주');
    const b = await line(vendorA.vendorSn, '한가람');
    const half = await xlsxOf([
      HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '123456789012'],
      [b.estiSn, b.estiItemSn, '한진택배', null],
    ]);
    const refused = await upload(t.app, P.invoiceUpload, half, vendorA.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultData, JSON.stringify(refused.body)).not.toBeNull();
    expect((refused.body.resultData as { errors: unknown[] }).errors).toEqual([
      { row: 3, column: '송장번호', message: '필수 항목입니다.' },
    ]);

    const blank = await xlsxOf([HEADERS, [a.estiSn, a.estiItemSn, null, null, '상품']]);
    const none = await upload(t.app, P.invoiceUpload, blank, vendorA.token);
    expect(none.statusCode).toBe(400);
    expect(none.body.resultStatus.messageText).toBe('택배사와 송장번호를 입력한 줄이 없습니다.');

    const good = await xlsxOf([
      HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '123456789012', '상품', null, 1, '정*주'],
      [b.estiSn, b.estiItemSn, null, null, '상품', null, 1, '한*람'],
    ]);
    const done = await upload(t.app, P.invoiceUpload, good, vendorA.token);
    expect(done.body.resultData).toEqual({ importedCount: 1 });
    const states = await t.database.db
      .select({ sn: estimateItem.estiItemSn, st: estimateItem.deliStatCd })
      .from(estimateItem)
      .where(eq(estimateItem.estiSn, b.estiSn));
    expect(states[0]!.st).toBe('05');
  });
});

describe('not-applied Excel', () => {
  it('is in full for an entitled caller with a reason, recorded as unmasked; the screen stays masked', async () => {
    const db = t.database.db;
    const m = await createUser(db, AUTH_CD.clientManager, { cmpyCd: cmpy });
    const manager = await loginAs(t.app, m.userId);
    const u = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpy,
      userNm: '윤서연',
      telNo: '01031415926',
    });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: cmpy,
      products: [{ prodSn: prod.prodSn, stockQty: 3 }],
      recipients: [u.unqUserId],
    });
    const body = { cmpyCd: cmpy, eventSn: ev.eventSn };

    const screen = await post(t.app, P.notApplyList, body, manager);
    expect(screen.body.resultData).toMatchObject({ list: [{ userNm: '윤*연', telNo: '010-3141-****' }] });

    const noReason = await post(t.app, P.notApplyList, { ...body, requestType: 'EXPORT' }, manager);
    expect(noReason.statusCode).toBe(400);

    const reason = '미신청자 전화 안내';
    const file = await post(
      t.app,
      P.notApplyList,
      { ...body, requestType: 'EXPORT', downloadReason: reason },
      manager,
    );
    expect(file.statusCode).toBe(200);
    const sheet = (await readWorkbook(file.raw)).worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).value).toBe('윤서연');
    expect(sheet.getRow(2).getCell(3).value).toBe('010-3141-5926');

    const log = await db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(
          eq(personalDataAccessLog.actorUnqUserId, m.unqUserId),
          eq(personalDataAccessLog.target, 'NOT_APPLY_LIST'),
        ),
      );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'DL_FULL',
      rowCount: 1,
      cmpyCd: cmpy,
      targetId: String(ev.eventSn),
      reason,
    });

    // Another company's manager gets nothing.
    const other = await createCompany(db);
    const m2 = await createUser(db, AUTH_CD.clientManager, { cmpyCd: other.cmpyCd });
    const foreign = await post(
      t.app,
      P.notApplyList,
      { ...body, requestType: 'EXPORT', downloadReason: reason },
      await loginAs(t.app, m2.userId),
    );
    expect(foreign.statusCode).toBe(403);
  });
});
