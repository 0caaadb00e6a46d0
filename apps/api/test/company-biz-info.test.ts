import { AUTH_CD, type CompanyDetail, missingBizInfoFields } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { company } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * Decision 037: a company's 세금계산서 정보 (대표자, 업태, 종목, 사업장 주소, invoice e-mail) is saved and read back
 * with the company form, optional, checked field by field; what an invoice still needs is missingBizInfoFields.
 */

const M = '/v1/ebmp/pcs/manage/company';
const t = setupTestApp();
let token: string;
let clientManagerToken: string;
let clientCd: string;

const BIZ = {
  ceoNm: '김대표',
  bizType: '도매 및 소매업',
  bizItem: '전자상거래',
  bizAddr: '서울특별시 중구 세종대로 110, 5층',
  taxEmail: 'Tax@Biz.Example',
};

const form = (overrides: Record<string, unknown> = {}) => ({
  cmpyNm: '세금상사(주)',
  cmpyTypeCd: '02',
  corporateRegNo: '220-81-62517',
  managerNm: '김담당',
  managerEmail: 'boss@biz.example',
  managerTelNo: '010-7777-1234',
  ...overrides,
});

const detailOf = async (cmpyCd: string) => {
  const res = await post(t.app, `${M}/detail.json`, { cmpyCd }, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as CompanyDetail;
};

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin);
  token = await loginAs(t.app, admin.userId);
  clientCd = (await createCompany(t.database.db, { cmpyNm: '고객상사' })).cmpyCd;
  const manager = await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd: clientCd });
  clientManagerToken = await loginAs(t.app, manager.userId);
});

describe('company business details (세금계산서 정보)', () => {
  let cmpyCd: string;

  it('saves a company without them: each is null, and an invoice needs them all', async () => {
    const res = await post(t.app, `${M}/create.json`, form(), token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    cmpyCd = (res.body.resultData as { cmpyCd: string }).cmpyCd;
    const d = await detailOf(cmpyCd);
    expect(d).toMatchObject({ ceoNm: null, bizType: null, bizItem: null, bizAddr: null, taxEmail: null });
    expect(missingBizInfoFields(d)).toEqual(['대표자', '업태', '종목', '사업장 주소', '세금계산서 이메일']);
  });

  it('saves them on edit, trimmed and the e-mail lowered, and reads them back', async () => {
    const res = await post(
      t.app,
      `${M}/update.json`,
      { cmpyCd, ...form({ ...BIZ, ceoNm: '  김대표 ' }) },
      token,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const d = await detailOf(cmpyCd);
    expect(d).toMatchObject({
      corporateRegNo: '2208162517',
      ceoNm: '김대표',
      bizType: '도매 및 소매업',
      bizItem: '전자상거래',
      bizAddr: '서울특별시 중구 세종대로 110, 5층',
      taxEmail: 'tax@biz.example',
    });
    expect(missingBizInfoFields(d)).toEqual([]);
    const [row] = await t.database.db.select().from(company).where(eq(company.cmpyCd, cmpyCd));
    expect(row?.taxEmail).toBe('tax@biz.example');
  });

  it('saves them on create, and clears one sent blank', async () => {
    const created = await post(
      t.app,
      `${M}/create.json`,
      form({ ...BIZ, corporateRegNo: '124-81-00998', cmpyNm: '처음부터상사' }),
      token,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const newCd = (created.body.resultData as { cmpyCd: string }).cmpyCd;
    expect(await detailOf(newCd)).toMatchObject({ ceoNm: '김대표', taxEmail: 'tax@biz.example' });
    const cleared = await post(
      t.app,
      `${M}/update.json`,
      {
        cmpyCd: newCd,
        ...form({ ...BIZ, corporateRegNo: '124-81-00998', cmpyNm: '처음부터상사', bizItem: ' ' }),
      },
      token,
    );
    expect(cleared.statusCode).toBe(200);
    const d = await detailOf(newCd);
    expect(d.bizItem).toBeNull();
    expect(missingBizInfoFields(d)).toEqual(['종목']);
  });

  it('refuses each field too long for its column or not an e-mail, with its Korean message, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ceoNm: '가'.repeat(51) }, '대표자는 50자 이내로 입력해주세요.'],
      [{ bizType: '가'.repeat(51) }, '업태는 50자 이내로 입력해주세요.'],
      [{ bizItem: '가'.repeat(51) }, '종목은 50자 이내로 입력해주세요.'],
      [{ bizAddr: '가'.repeat(201) }, '사업장 주소는 200자 이내로 입력해주세요.'],
      [{ taxEmail: 'tax.biz.example' }, '세금계산서 이메일 형식을 맞춰주세요.'],
      [{ taxEmail: `${'a'.repeat(95)}@b.example` }, '세금계산서 이메일은 100자 이내로 입력해주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(t.app, `${M}/update.json`, { cmpyCd, ...form({ ...BIZ, ...overrides }) }, token);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.resultStatus.messageText).toBe(message);
    }
    expect(await detailOf(cmpyCd)).toMatchObject({ ceoNm: '김대표', taxEmail: 'tax@biz.example' });
    // Exactly at the column lengths is fine.
    const longest = await post(
      t.app,
      `${M}/update.json`,
      { cmpyCd, ...form({ ...BIZ, ceoNm: '가'.repeat(50), bizAddr: '나'.repeat(200) }) },
      token,
    );
    expect(longest.statusCode, longest.body.resultStatus.messageText).toBe(200);
  });

  it('keeps spec §5 for the number itself: 10 digits save, and an invoice sees a wrong check digit as missing', async () => {
    const res = await post(
      t.app,
      `${M}/update.json`,
      { cmpyCd, ...form({ ...BIZ, corporateRegNo: '123-45-67890' }) },
      token,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(missingBizInfoFields(await detailOf(cmpyCd))).toEqual(['사업자등록번호']);
  });

  it("is an operator's screen: a client manager reads no company detail, not even its own", async () => {
    const res = await post(t.app, `${M}/detail.json`, { cmpyCd: clientCd }, clientManagerToken);
    expect(res.statusCode).toBe(403);
    const edit = await post(
      t.app,
      `${M}/update.json`,
      { cmpyCd: clientCd, ...form(BIZ) },
      clientManagerToken,
    );
    expect(edit.statusCode).toBe(403);
  });
});
