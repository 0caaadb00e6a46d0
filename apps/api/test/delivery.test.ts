import { AUTH_CD, managedDetailSchema, managedListReplySchema, OPERATOR_ADMIN } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const LIST = '/v1/ebmp/pcs/delivery/managedList.json';
const DETAIL = '/v1/ebmp/pcs/delivery/managedDetail.json';

type Fixture = { cmpyCd: string; eventSn: number; estiSn: number; estiItemSn: number };
let a: Fixture;
let b: Fixture;
let adminToken: string;

async function companyWithOrder(receiverNm: string, receiverTelNo: string): Promise<Fixture> {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd, userNm: '최우진' });
  const prod = await createProduct(db, { prodNm: '프리미엄 한우 세트' });
  const event = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
  });
  const token = await loginAs(t.app, user.userId);
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: event.eventSn, prodSn: prod.prodSn, quantity: 1 },
    token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const applied = await post(
    t.app,
    '/v1/ebmp/pcs/gift/apply.json',
    {
      ordSn,
      receiverNm,
      receiverTelNo,
      zipCd: '48058',
      addr: '부산광역시 해운대구 센텀중앙로 79',
      addrDtl: '101동 1001호',
    },
    token,
  );
  const { estiSn } = applied.body.resultData as { estiSn: number };
  const list = await post(t.app, LIST, { cmpyCd: cmpy.cmpyCd }, adminToken);
  const row = managedListReplySchema.parse(list.body.resultData).list[0]!;
  return { cmpyCd: cmpy.cmpyCd, eventSn: event.eventSn, estiSn, estiItemSn: row.estiItemSn };
}

const t = setupTestApp();
beforeAll(async () => {
  const opr = await createCompany(t.database.db, { cmpyTypeCd: '01' });
  const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  adminToken = await loginAs(t.app, admin.userId);
  a = await companyWithOrder('김민준', '01012345678');
  b = await companyWithOrder('이서연', '01055556666');
});

describe('managed delivery list', () => {
  it('shows operators every company, with names and phones masked', async () => {
    const res = await post(t.app, LIST, {}, adminToken);
    expect(res.statusCode).toBe(200);
    const data = managedListReplySchema.parse(res.body.resultData);
    expect(data.totalCount).toBe(2);
    expect(data.pageSize).toBe(15);
    const rowA = data.list.find((r) => r.cmpyCd === a.cmpyCd)!;
    expect(rowA).toMatchObject({
      receiverNm: '김*준',
      receiverTelNo: '010-1234-****',
      ordererNm: '최*진',
      deliStatCd: '01',
      deliStatNm: '주문접수',
      prodNm: '프리미엄 한우 세트',
    });
  });

  it('filters by company, event, status, receiver and date range (yyyymmdd)', async () => {
    const count = async (body: Record<string, unknown>) =>
      managedListReplySchema.parse((await post(t.app, LIST, body, adminToken)).body.resultData).totalCount;
    expect(await count({ cmpyCd: b.cmpyCd })).toBe(1);
    expect(await count({ eventSn: a.eventSn })).toBe(1);
    expect(await count({ deliStatCd: '04' })).toBe(0);
    expect(await count({ deliStatCd: '01' })).toBe(2);
    expect(await count({ receiverNm: '서연' })).toBe(1);
    expect(await count({ inputDtStart: '20200101', inputDtEnd: '20200131' })).toBe(0);
    expect(await count({ inputDtStart: '20200101', inputDtEnd: '20991231' })).toBe(2);
  });

  it('rejects a reversed date range and a malformed date with 400', async () => {
    const reversed = await post(
      t.app,
      LIST,
      { inputDtStart: '20261201', inputDtEnd: '20261101' },
      adminToken,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.resultStatus.messageText).toBe('조회 시작일이 종료일보다 늦습니다.');
    expect(reversed.body.resultData).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'inputDtStart' })]),
    });
    const malformed = await post(t.app, LIST, { inputDtStart: '2026-12-01' }, adminToken);
    expect(malformed.statusCode).toBe(400);
  });

  it('shows the detail in full to the operator, with the status history', async () => {
    const res = await post(t.app, DETAIL, { estiSn: a.estiSn, estiItemSn: a.estiItemSn }, adminToken);
    const detail = managedDetailSchema.parse(res.body.resultData);
    expect(detail).toMatchObject({
      receiverNm: '김민준',
      receiverTelNo: '01012345678',
      zipCd: '48058',
      addrDtl: '101동 1001호',
      price: 30_000,
    });
    expect(detail.history.map((h) => h.deliStatNm)).toEqual(['주문접수']);
  });
});

// spec §6: the managed delivery list and detail (and their filter options) require 15 or 99999.
describeAccess('managed deliveries', t, {
  endpoints: [
    { url: LIST },
    { url: DETAIL, body: () => ({ estiSn: a.estiSn, estiItemSn: a.estiItemSn }) },
    { url: '/v1/ebmp/pcs/delivery/managedFilterOptions.json' },
  ],
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => a.cmpyCd,
});
