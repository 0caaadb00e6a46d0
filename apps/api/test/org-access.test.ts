import { OPERATOR_ADMIN } from '@pcs/domain';
import { beforeAll } from 'vitest';
import { companyGroup } from '../src/db/schema/index';
import { type AccessIds, describeAccess } from './helpers/access-table';
import { createCompany, createUser } from './helpers/factories';
import { setupTestApp } from './helpers/test-app';
import { USER_HEADERS, userRow, xlsxOf } from './helpers/xlsx';

/**
 * every new endpoint x every role x own and foreign company ids. Operator admins (15, 99999) reach every
 * company; a client manager (25) only their own, so every call naming another company's cmpyCd, grupCd or
 * unqUserId is a 403 for them; vendors, employees, part-timers and operator employees get 403 everywhere.
 */
const t = setupTestApp();
const MANAGERS = [...OPERATOR_ADMIN, '25'] as const;
const M = '/v1/ebmp/pcs/manage';

type Fixture = AccessIds & { cmpyCd: string; grupCd: string; unqUserId: string; corporateRegNo: string };
let own: Fixture;
let foreign: Fixture;
let vendorOfOwn: string;
let userFile: Buffer;
let groupFile: Buffer;
let n = 0;
const next = () => ++n;

async function fixture(corporateRegNo: string): Promise<Fixture> {
  const company = await createCompany(t.database.db, { corporateRegNo });
  await t.database.db
    .insert(companyGroup)
    .values({ cmpyCd: company.cmpyCd, grupCd: 'G01', grupNm: '영업팀' });
  const employee = await createUser(t.database.db, '20', { cmpyCd: company.cmpyCd, grupCd: 'G01' });
  return { cmpyCd: company.cmpyCd, grupCd: 'G01', unqUserId: employee.unqUserId, corporateRegNo };
}

beforeAll(async () => {
  own = await fixture('1110011111');
  foreign = await fixture('2220022222');
  vendorOfOwn = (await createUser(t.database.db, '30', { cmpyCd: own.cmpyCd })).unqUserId;
  userFile = await xlsxOf([USER_HEADERS, userRow(1, { userId: 'access1', telNo: '01055501234' })]);
  groupFile = await xlsxOf([
    ['그룹코드', '그룹명', '상위그룹코드', '그룹유형', '사용여부'],
    ['AX1', '접근', null, null, null],
  ]);
});

const companyForm = (corporateRegNo: string) => ({
  cmpyNm: '접근점검(주)',
  cmpyTypeCd: '02',
  corporateRegNo,
  managerNm: '홍길동',
  managerEmail: 'manager@example.com',
  managerTelNo: '01012345678',
});
const exportBody = { requestType: 'EXPORT', downloadReason: '접근권한 점검용' };

describeAccess('company, group, user, code and access-log management', t, {
  allowed: MANAGERS,
  cmpyCd: () => own.cmpyCd,
  ids: { own: () => own, foreign: () => foreign },
  tenantBound: ['25'],
  endpoints: [
    // company (operator admins)
    { url: `${M}/company/list.json`, allowed: OPERATOR_ADMIN, noIds: true },
    { url: `${M}/company/excel.json`, body: () => exportBody, allowed: OPERATOR_ADMIN, noIds: true },
    { url: `${M}/company/detail.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }), allowed: OPERATOR_ADMIN },
    {
      url: `${M}/company/create.json`,
      body: () => companyForm(`30000${String(next()).padStart(5, '0')}`),
      allowed: OPERATOR_ADMIN,
      noIds: true,
    },
    {
      url: `${M}/company/update.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, ...companyForm(ids.corporateRegNo ?? '') }),
      allowed: OPERATOR_ADMIN,
    },
    { url: `${M}/company/approve.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }), allowed: OPERATOR_ADMIN },
    {
      url: `${M}/company/reject.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, reason: '점검' }),
      allowed: OPERATOR_ADMIN,
    },
    {
      url: `${M}/company/saveForAnotherSol.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, solCd: '1010' }),
      allowed: OPERATOR_ADMIN,
    },
    { url: '/v1/ebmp/pcs/drop-down/companyList.json', body: () => ({ requestType: 'EXPORT' }), noIds: true },
    // groups (operator admins; client manager for their own company)
    { url: `${M}/group/list.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    { url: `${M}/group/excel.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd, ...exportBody }) },
    { url: `${M}/group/tree.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    { url: `${M}/group/detail.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd, grupCd: ids.grupCd }) },
    {
      url: `${M}/group/create.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, grupCd: `N${next()}`, grupNm: '새그룹' }),
      allowed: OPERATOR_ADMIN,
    },
    {
      url: `${M}/group/update.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, grupCd: ids.grupCd, grupNm: '영업팀' }),
    },
    {
      url: `${M}/group/moveUsers.json`,
      body: (ids) => ({ cmpyCd: ids.cmpyCd, toGrupCd: ids.grupCd, unqUserIdList: [ids.unqUserId] }),
    },
    // The client manager imports groups into their own company from the same list screen.
    { url: `${M}/group/excelTemplate.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    { url: (ids) => `${M}/group/excelUpload.json?cmpyCd=${ids.cmpyCd}`, file: () => groupFile },
    // users (operator admins; client manager for their own company's roles 20 and 25)
    { url: `${M}/user/list.json`, body: (ids) => ({ cmpyCdList: [ids.cmpyCd] }) },
    { url: `${M}/user/excel.json`, body: (ids) => ({ cmpyCdList: [ids.cmpyCd], ...exportBody }) },
    { url: `${M}/user/detail.json`, body: (ids) => ({ unqUserId: ids.unqUserId }) },
    {
      url: `${M}/user/create.json`,
      body: (ids) => ({
        userId: `access-new${next()}`,
        userNm: '신규',
        authCd: '20',
        cmpyCd: ids.cmpyCd,
        telNo: `010${String(44_000_000 + next())}`,
      }),
      allowed: OPERATOR_ADMIN,
    },
    {
      url: `${M}/user/update.json`,
      body: (ids) => ({
        unqUserId: ids.unqUserId,
        userNm: '홍길동',
        authCd: '20',
        cmpyCd: ids.cmpyCd,
        grupCd: ids.grupCd,
        telNo: '01012345678',
      }),
    },
    { url: `${M}/user/lock.json`, body: (ids) => ({ unqUserId: ids.unqUserId }) },
    { url: `${M}/user/unlock.json`, body: (ids) => ({ unqUserId: ids.unqUserId }) },
    { url: `${M}/user/resetPassword.json`, body: (ids) => ({ unqUserId: ids.unqUserId }) },
    { url: `${M}/user/approve.json`, body: (ids) => ({ unqUserId: ids.unqUserId }), allowed: OPERATOR_ADMIN },
    {
      url: `${M}/user/reject.json`,
      body: (ids) => ({ unqUserId: ids.unqUserId, reason: '점검' }),
      allowed: OPERATOR_ADMIN,
    },
    // The client manager imports their own company's employees (roles 20 and 25 only, as the import allows).
    { url: `${M}/user/excelTemplate.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    { url: (ids) => `${M}/user/excelUpload.json?cmpyCd=${ids.cmpyCd}`, file: () => userFile },
    // code tables and the access log (operator admins)
    { url: `${M}/code/groupList.json`, allowed: OPERATOR_ADMIN, noIds: true },
    {
      url: `${M}/code/groupSave.json`,
      body: () => ({ cdGrup: '901', solCd: '1020', cdGrupNm: '점검용' }),
      allowed: OPERATOR_ADMIN,
      noIds: true,
    },
    {
      url: `${M}/code/list.json`,
      body: () => ({ cdGrup: '001', solCd: '1020' }),
      allowed: OPERATOR_ADMIN,
      noIds: true,
    },
    {
      url: `${M}/code/save.json`,
      body: () => ({ cdGrup: '001', solCd: '1020', codes: [{ cdId: 'Y', cdNm: '사용', seqNo: 1 }] }),
      allowed: OPERATOR_ADMIN,
      noIds: true,
    },
    { url: `${M}/accessLog/list.json`, allowed: OPERATOR_ADMIN, noIds: true },
    { url: `${M}/accessLog/excel.json`, body: () => exportBody, allowed: OPERATOR_ADMIN, noIds: true },
  ],
  foreign: [
    {
      label: "a client manager's look at a vendor login of their own company",
      role: '25',
      cmpyCd: () => own.cmpyCd,
      url: `${M}/user/detail.json`,
      body: () => ({ unqUserId: vendorOfOwn }),
      expected: 403,
    },
    {
      label: 'a client manager moving another company’s user into their own group',
      role: '25',
      cmpyCd: () => own.cmpyCd,
      url: `${M}/group/moveUsers.json`,
      body: () => ({ cmpyCd: own.cmpyCd, toGrupCd: own.grupCd, unqUserIdList: [foreign.unqUserId] }),
      expected: 403,
    },
    {
      label: 'a client manager filtering users by another company among their own',
      role: '25',
      cmpyCd: () => own.cmpyCd,
      url: `${M}/user/list.json`,
      body: () => ({ cmpyCdList: [own.cmpyCd, foreign.cmpyCd] }),
      expected: 403,
    },
    {
      label: 'a client manager giving an operator role',
      role: '25',
      cmpyCd: () => own.cmpyCd,
      url: `${M}/user/update.json`,
      body: () => ({ unqUserId: own.unqUserId, userNm: '홍', authCd: '15', telNo: '01012345678' }),
      expected: 403,
    },
    ...(
      [
        ['an unknown company', '99999', `${M}/company/detail.json`, () => ({ cmpyCd: 'NOPE' })],
        ['an unknown company to approve', '15', `${M}/company/approve.json`, () => ({ cmpyCd: 'NOPE' })],
        ['an unknown group', '25', `${M}/group/detail.json`, () => ({ cmpyCd: own.cmpyCd, grupCd: 'NOPE' })],
        [
          'an unknown group to edit',
          '99999',
          `${M}/group/update.json`,
          () => ({ cmpyCd: foreign.cmpyCd, grupCd: 'NOPE', grupNm: 'x' }),
        ],
        ['an unknown user', '25', `${M}/user/detail.json`, () => ({ unqUserId: 'NOPE' })],
        ['an unknown user to lock', '99999', `${M}/user/lock.json`, () => ({ unqUserId: 'NOPE' })],
        ['an unknown user to approve', '15', `${M}/user/approve.json`, () => ({ unqUserId: 'NOPE' })],
        ['an unknown code group', '99999', `${M}/code/list.json`, () => ({ cdGrup: '999', solCd: '1020' })],
        ['an unknown company’s tree', '15', `${M}/group/tree.json`, () => ({ cmpyCd: 'NOPE' })],
      ] as const
    ).map(
      ([label, role, url, body]) =>
        ({ label, role, cmpyCd: () => own.cmpyCd, url, body, expected: 404 }) as const,
    ),
  ],
});
