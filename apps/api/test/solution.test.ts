import { AUTH_CD, solutionLaunch } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../src/db/demo-data/reference-data';
import { solution } from '../src/db/schema/index';
import { createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const LIST = '/v1/ebmp/solution/user/solutionList.json';

type Entry = {
  solCd: string;
  solNm: string;
  linkTypeCd: string;
  launchUrl: string | null;
  currentYn: string;
};

describe('POST /v1/ebmp/solution/user/solutionList.json', () => {
  it("lists the caller's solutions from the reference table, in order, with absolute addresses", async () => {
    await t.database.db.insert(solution).values(SOLUTIONS).onConflictDoNothing();
    await t.database.db.insert(solution).values([
      {
        solCd: '1060',
        solNm: '외부 포털',
        linkTypeCd: '10',
        launchUrl: 'https://portal.example/home',
        seqNo: 6,
      },
      { solCd: '1070', solNm: '종료된 솔루션', linkTypeCd: '20', launchUrl: '/x', seqNo: 7, useYn: 'N' },
    ]);
    const u = await createUser(t.database.db, AUTH_CD.clientManager, { solCd: '1060,1020, 1010,1070,9999' });
    const res = await post(t.app, LIST, {}, await loginAs(t.app, u.userId));
    expect(res.statusCode).toBe(200);
    const list = (res.body.resultData as { solutionList: Entry[] }).solutionList;
    // Switched-off (1070) and unknown (9999) codes are left out; seqNo orders the rest.
    expect(list).toEqual([
      {
        solCd: '1020',
        solNm: 'PCS 선물하기',
        linkTypeCd: '20',
        launchUrl: 'http://localhost:3000/sLogin',
        currentYn: 'Y',
      },
      { solCd: '1010', solNm: '급여 아웃소싱', linkTypeCd: '20', launchUrl: null, currentYn: 'N' },
      {
        solCd: '1060',
        solNm: '외부 포털',
        linkTypeCd: '10',
        launchUrl: 'https://portal.example/home',
        currentYn: 'N',
      },
    ]);

    // What the switcher does with each (spec §7): token appended for type 20, as is for 10, 준비중입니다 without address.
    const [pcs, payroll, portal] = list as [Entry, Entry, Entry];
    expect(solutionLaunch(pcs.launchUrl, pcs.linkTypeCd, 'tok')).toEqual({
      kind: 'open',
      url: 'http://localhost:3000/sLogin?loginUserToken=tok',
    });
    expect(solutionLaunch(payroll.launchUrl, payroll.linkTypeCd, 'tok')).toEqual({
      kind: 'alert',
      message: '준비중입니다',
    });
    expect(solutionLaunch(portal.launchUrl, portal.linkTypeCd, 'tok')).toEqual({
      kind: 'open',
      url: 'https://portal.example/home',
    });
  });

  it('shows only the own list and needs a signed-in session', async () => {
    const other = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const res = await post(t.app, LIST, {}, await loginAs(t.app, other.userId));
    expect((res.body.resultData as { solutionList: Entry[] }).solutionList.map((s) => s.solCd)).toEqual([
      '1020',
    ]);
    expect((await post(t.app, LIST, {})).statusCode).toBe(401);
  });
});
