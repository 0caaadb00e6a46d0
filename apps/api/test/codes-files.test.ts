import { AUTH_CD, DEFAULT_PRODUCT_IMAGE_ID } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, code, storedFile } from '../src/db/schema/index';
import { createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
beforeAll(async () => {
  await t.database.db.insert(code).values([
    { cdGrup: '010', solCd: '1020', cdId: '02', cdNm: '건강', seqNo: 2 },
    { cdGrup: '010', solCd: '1020', cdId: '01', cdNm: '식품', seqNo: 1 },
    { cdGrup: '229', solCd: '0000', cdId: '004', cdNm: 'KB국민은행', seqNo: 1, mobileUseYn: 'N' },
  ]);
  await t.database.db.insert(category).values([
    { categoryCd: '01', categoryNm: '식품', level: 1, seqNo: 1 },
    { categoryCd: '0101', categoryNm: '정육', parentCd: '01', level: 2, seqNo: 1 },
    { categoryCd: '010101', categoryNm: '한우', parentCd: '0101', level: 3, seqNo: 1 },
  ]);
});

describe('codes', () => {
  it('GET /v1/ebmp/code/url.json maps every service code to PUBLIC_URL, whatever the Host header says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/ebmp/code/url.json',
      headers: { host: 'evil.example' },
    });
    const data = res.json().resultData;
    expect(Object.keys(data).sort()).toEqual(['fcm', 'home', 'pcs', 'platform', 'single', 'sso']);
    expect(data.pcs).toBe('http://localhost:3000');
    expect(res.body).not.toContain('evil.example');
  });

  it('multiSolutionCodes returns lists keyed by group, sorted by seqNo, with 전체 on displayAll', async () => {
    const res = await post(t.app, '/v1/ebmp/code/multiSolutionCodes.json', {
      solutionCodes: [
        { cdGrup: '010', solCd: '1020', options: { displayAll: true } },
        { cdGrup: '229', solCd: '0000', isMobileUse: true },
      ],
    });
    const map = (
      res.body.resultData as { solutionCodeMap: Record<string, { cdId: string | null; cdNm: string }[]> }
    ).solutionCodeMap;
    expect(map['010']!.map((c) => [c.cdId, c.cdNm])).toEqual([
      [null, '전체'],
      ['01', '식품'],
      ['02', '건강'],
    ]);
    expect(map['229']).toEqual([]);
  });

  it('multiSolutionCodes rejects a malformed group with 400', async () => {
    const res = await post(t.app, '/v1/ebmp/code/multiSolutionCodes.json', {
      solutionCodes: [{ cdGrup: 'abc', solCd: '1020' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe('코드그룹은 숫자 3자리입니다.');
    expect(res.body.resultData).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'solutionCodes.0.cdGrup' })]),
    });
  });

  it('category/list.json returns the three-level tree to a signed-in user', async () => {
    expect((await post(t.app, '/v1/ebmp/pcs/category/list.json', {})).statusCode).toBe(401);
    const user = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const token = await loginAs(t.app, user.userId);
    const res = await post(t.app, '/v1/ebmp/pcs/category/list.json', { loginUserToken: token });
    expect(res.body.resultData).toEqual([
      {
        categoryCd: '01',
        categoryName: '식품',
        categoryFullName: '식품',
        topCategoryName: '식품',
        parentCategoryName: null,
        level: 1,
        items: [
          {
            categoryCd: '0101',
            categoryName: '정육',
            categoryFullName: '식품 > 정육',
            topCategoryName: '식품',
            parentCategoryName: '식품',
            level: 2,
            items: [
              {
                categoryCd: '010101',
                categoryName: '한우',
                categoryFullName: '식품 > 정육 > 한우',
                topCategoryName: '식품',
                parentCategoryName: '정육',
                level: 3,
                items: [],
              },
            ],
          },
        ],
      },
    ]);
  });
});

describe('GET /files/{fileId}', () => {
  it('serves a stored image with nosniff, and falls back to the default image 202106292300000', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await t.storage.put('default.svg', svg);
    await t.database.db.insert(storedFile).values({
      fileId: DEFAULT_PRODUCT_IMAGE_ID,
      originalName: 'default.svg',
      contentType: 'image/svg+xml',
      byteSize: svg.length,
      storageKey: 'default.svg',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/files/999' });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/svg+xml');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.body).toBe(svg.toString());
  });

  it('answers a malformed id with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/..%2Fetc' });
    expect(res.statusCode).toBe(400);
  });
});
