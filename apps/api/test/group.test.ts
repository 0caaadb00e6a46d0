import { GROUP_MESSAGES } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { appUser, companyGroup } from '../src/db/schema/index';
import { call } from './helpers/auth-numbers';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, setupTestApp } from './helpers/test-app';

const M = '/v1/ebmp/pcs/manage/group';
const t = setupTestApp();
let own: string;
let other: string;
let adminToken: string;
let clientToken: string;
let member: { unqUserId: string };
let stranger: { unqUserId: string };

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  own = (await createCompany(t.database.db, { cmpyNm: '트리상사' })).cmpyCd;
  other = (await createCompany(t.database.db, { cmpyNm: '다른상사' })).cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd: other, grupCd: 'X1', grupNm: '남의팀' });
  member = await createUser(t.database.db, '20', { cmpyCd: own, userNm: '박팀장' });
  stranger = await createUser(t.database.db, '20', { cmpyCd: other, grupCd: 'X1' });
  adminToken = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
  clientToken = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: own })).userId);
});

const create = (body: Record<string, unknown>) =>
  call(t.app, `${M}/create.json`, { cmpyCd: own, ...body }, adminToken);

describe('groups: a tree per company (/company/manageGroup)', () => {
  it('creates departments, teams and recipient groups under each other, with a manager', async () => {
    expect((await create({ grupCd: 'D1', grupNm: '경영본부', grupTypeCd: '01' })).statusCode).toBe(200);
    const team = await create({
      grupCd: 'T1',
      grupNm: '인사팀',
      grupTypeCd: '02',
      parentGrupCd: 'D1',
      managerUnqUserId: member.unqUserId,
    });
    expect(team.body.resultData).toEqual({ cmpyCd: own, grupCd: 'T1' });
    await create({ grupCd: 'R1', grupNm: '선물 대상', grupTypeCd: '03', parentGrupCd: 'T1' });
    const tree = await call(t.app, `${M}/tree.json`, { cmpyCd: own }, clientToken);
    expect(tree.body.resultData.tree).toEqual([
      expect.objectContaining({
        grupCd: 'D1',
        depth: 0,
        children: [
          expect.objectContaining({
            grupCd: 'T1',
            depth: 1,
            children: [expect.objectContaining({ grupCd: 'R1', depth: 2, children: [] })],
          }),
        ],
      }),
    ]);
  });

  it('refuses a duplicate code, a missing parent, a loop, an unknown type and a manager from elsewhere', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ grupCd: 'D1', grupNm: 'x' }, 409, '이미 사용 중인 그룹코드입니다.'],
      [{ grupCd: 'N1', grupNm: 'x', parentGrupCd: 'NOPE' }, 400, '상위 그룹을 찾을 수 없습니다.'],
      [{ grupCd: 'N1', grupNm: 'x', grupTypeCd: '99' }, 400, '목록에 없는 값입니다.'],
      [
        { grupCd: 'N1', grupNm: 'x', managerUnqUserId: stranger.unqUserId },
        400,
        GROUP_MESSAGES.managerNotMember,
      ],
      [{ grupCd: 'bad code!', grupNm: 'x' }, 400, '그룹코드는 영문, 숫자, -, _ 로 20자 이내로 입력해주세요.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.resultStatus.messageText).toContain(message);
    }
    const loop = await call(
      t.app,
      `${M}/update.json`,
      { cmpyCd: own, grupCd: 'D1', grupNm: '경영본부', parentGrupCd: 'R1' },
      clientToken,
    );
    expect(loop.statusCode).toBe(400);
    expect(loop.body.resultStatus.messageText).toBe('하위 그룹을 상위 그룹으로 지정할 수 없습니다.');
  });

  it('shows a group with its path, children, manager and member count; masks the manager for operators', async () => {
    await call(
      t.app,
      `${M}/moveUsers.json`,
      { cmpyCd: own, toGrupCd: 'T1', unqUserIdList: [member.unqUserId] },
      clientToken,
    );
    const detail = await call(t.app, `${M}/detail.json`, { cmpyCd: own, grupCd: 'T1' }, clientToken);
    expect(detail.body.resultData).toMatchObject({
      grupNm: '인사팀',
      grupTypeNm: '팀',
      parentGrupNm: '경영본부',
      managerNm: '박팀장',
      memberCount: 1,
      path: [{ grupCd: 'D1', grupNm: '경영본부' }],
      children: [{ grupCd: 'R1', grupNm: '선물 대상', memberCount: 0 }],
    });
    const asOperator = await call(t.app, `${M}/list.json`, { cmpyCd: own, searchText: '인사' }, adminToken);
    expect(asOperator.body.resultData.list[0]).toMatchObject({ managerNm: '박*장', memberCount: 1 });
    const asClient = await call(t.app, `${M}/list.json`, {}, clientToken);
    const rows = asClient.body.resultData.list as { cmpyCd: string; managerNm: string | null }[];
    expect(rows.every((r) => r.cmpyCd === own)).toBe(true);
    expect(rows.map((r) => r.managerNm)).toContain('박팀장');
  });

  it('moves users between groups of one company only, all or nothing', async () => {
    const mixed = await call(
      t.app,
      `${M}/moveUsers.json`,
      { cmpyCd: own, toGrupCd: 'R1', unqUserIdList: [member.unqUserId, stranger.unqUserId] },
      adminToken,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body.resultStatus.messageText).toBe('다른 회사의 사용자는 이동할 수 없습니다.');
    const [still] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, member.unqUserId));
    expect(still?.grupCd).toBe('T1');
    const moved = await call(
      t.app,
      `${M}/moveUsers.json`,
      { cmpyCd: own, toGrupCd: null, unqUserIdList: [member.unqUserId] },
      adminToken,
    );
    expect(moved.body.resultData).toEqual({ movedCount: 1 });
    const unknownGroup = await call(
      t.app,
      `${M}/moveUsers.json`,
      { cmpyCd: own, toGrupCd: 'NOPE', unqUserIdList: [member.unqUserId] },
      adminToken,
    );
    expect(unknownGroup.statusCode).toBe(404);
  });

  it('keeps a client manager out of another company’s groups, which stay as they were', async () => {
    const edit = await call(
      t.app,
      `${M}/update.json`,
      { cmpyCd: other, grupCd: 'X1', grupNm: '빼앗음' },
      clientToken,
    );
    expect(edit.statusCode).toBe(403);
    const [group] = await t.database.db.select().from(companyGroup).where(eq(companyGroup.cmpyCd, other));
    expect(group?.grupNm).toBe('남의팀');
    const create = await call(
      t.app,
      `${M}/create.json`,
      { cmpyCd: own, grupCd: 'C1', grupNm: 'x' },
      clientToken,
    );
    expect(create.statusCode).toBe(403);
  });
});
