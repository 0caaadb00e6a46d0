import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { call } from './helpers/auth-numbers';
import { createUser } from './helpers/factories';
import { loginAs, setupTestApp } from './helpers/test-app';

const M = '/v1/ebmp/pcs/manage/code';
const t = setupTestApp();
let token: string;

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  token = await loginAs(t.app, (await createUser(t.database.db, '99999')).userId);
});

describe('code tables admin', () => {
  it('lists code groups with names and counts', async () => {
    const res = await call(t.app, `${M}/groupList.json`, { searchText: '회사' }, token);
    expect(res.body.resultData.list).toEqual([
      { cdGrup: '006', solCd: '1020', cdGrupNm: '회사유형', useYn: 'Y', codeCount: 3 },
    ]);
  });

  it('saves codes, and multiSolutionCodes shows the change at the next call', async () => {
    const codes = { solutionCodes: [{ cdGrup: '006', solCd: '1020' }] };
    const before = await call(t.app, '/v1/ebmp/code/multiSolutionCodes.json', codes);
    expect(before.body.resultData.solutionCodeMap['006'].map((c: { cdNm: string }) => c.cdNm)).toEqual([
      '운영사',
      '고객사',
      '공급사',
    ]);
    const saved = await call(
      t.app,
      `${M}/save.json`,
      {
        cdGrup: '006',
        solCd: '1020',
        codes: [
          { cdId: '02', cdNm: '고객기업', seqNo: 1 },
          { cdId: '03', cdNm: '공급사', seqNo: 2, useYn: 'N' },
          { cdId: '04', cdNm: '제휴사', seqNo: 3 },
        ],
      },
      token,
    );
    expect(saved.body.resultData).toEqual({ savedCount: 3 });
    const after = await call(t.app, '/v1/ebmp/code/multiSolutionCodes.json', codes);
    expect(
      after.body.resultData.solutionCodeMap['006'].map((c: { cdId: string; cdNm: string }) => [
        c.cdId,
        c.cdNm,
      ]),
    ).toEqual([
      ['01', '운영사'],
      ['02', '고객기업'],
      ['04', '제휴사'],
    ]);
    const admin = await call(t.app, `${M}/list.json`, { cdGrup: '006', solCd: '1020' }, token);
    expect(admin.body.resultData.list.find((c: { cdId: string }) => c.cdId === '03')).toMatchObject({
      useYn: 'N',
    });
  });

  it('renames and hides a category through code group 010, and the category list shows it at once', async () => {
    await call(
      t.app,
      `${M}/save.json`,
      {
        cdGrup: '010',
        solCd: '1020',
        codes: [
          { cdId: '01', cdNm: '먹거리', seqNo: 1 },
          { cdId: '02', cdNm: '건강', seqNo: 2, useYn: 'N' },
        ],
      },
      token,
    );
    const tree = await call(t.app, '/v1/ebmp/pcs/category/list.json', {}, token);
    const top = tree.body.resultData.map((c: { categoryCd: string; categoryName: string }) => [
      c.categoryCd,
      c.categoryName,
    ]);
    expect(top).toContainEqual(['01', '먹거리']);
    expect(top.map(([cd]: [string]) => cd)).not.toContain('02');
  });

  it('creates a code group, refuses duplicate codes and unknown groups', async () => {
    const group = await call(
      t.app,
      `${M}/groupSave.json`,
      { cdGrup: '900', solCd: '1020', cdGrupNm: '사은품 유형' },
      token,
    );
    expect(group.body.resultData).toEqual({ cdGrup: '900', solCd: '1020' });
    const dup = await call(
      t.app,
      `${M}/save.json`,
      {
        cdGrup: '900',
        solCd: '1020',
        codes: [
          { cdId: 'A', cdNm: 'a', seqNo: 1 },
          { cdId: 'A', cdNm: 'b', seqNo: 2 },
        ],
      },
      token,
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.resultStatus.messageText).toContain('같은 코드가 두 번 입력되었습니다.');
    const unknown = await call(
      t.app,
      `${M}/save.json`,
      { cdGrup: '901', solCd: '1020', codes: [{ cdId: 'A', cdNm: 'a', seqNo: 1 }] },
      token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.resultStatus.messageText).toBe('코드그룹을 찾을 수 없습니다.');
  });
});

describe('personal-data access log', () => {
  it('lists who read what, and records a download of the log itself', async () => {
    await call(t.app, '/v1/ebmp/pcs/manage/user/list.json', {}, token);
    const res = await call(t.app, '/v1/ebmp/pcs/manage/accessLog/list.json', { target: 'USER_LIST' }, token);
    expect(res.body.resultData.list[0]).toMatchObject({
      action: 'READ',
      actionNm: '목록 조회',
      target: 'USER_LIST',
      targetNm: '사용자 목록',
      actorAuthCd: '99999',
    });
    expect(res.body.resultData.list[0].accessDt).toMatch(/^\d{14}$/);
    const download = await call(
      t.app,
      '/v1/ebmp/pcs/manage/accessLog/excel.json',
      { requestType: 'EXPORT', downloadReason: '분기 점검 보고' },
      token,
    );
    expect(download.statusCode).toBe(200);
    const logged = await call(
      t.app,
      '/v1/ebmp/pcs/manage/accessLog/list.json',
      { action: 'DOWNLOAD' },
      token,
    );
    expect(logged.body.resultData.list[0]).toMatchObject({ target: 'ACCESS_LOG', reason: '분기 점검 보고' });
  });
});
