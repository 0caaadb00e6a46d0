import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  CODE_GROUP,
  COMPANY_MESSAGES,
  type CompanyDetail,
  channelChainOf,
  isAuthCd,
  PLATFORM_SOLUTION_CODE,
  ROLE_NAME,
  registrationStatusLabel,
  SOLUTION_CODE,
  SOLUTION_NAME,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { ymdKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import { approvalHistoryOf } from '../approval';
import { codeName } from '../codes';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/company/detail.json: every spec §3 Company field in full with its 세금계산서 정보
 * (decision 037), the solutions it uses, its groups with member counts, user counts by role and its approval
 * decisions. The read is recorded (managers' names and phones in full).
 */
export async function getCompany(deps: { db: Db }, user: AuthUser, cmpyCd: string): Promise<CompanyDetail> {
  assertCompany(user, cmpyCd);
  const c = await repo.findCompany(deps.db, cmpyCd);
  if (!c) throw notFound(COMPANY_MESSAGES.notFound);
  const [typeNm, bankNm, solutions, groups, counts, approvals] = await Promise.all([
    codeName(deps.db, CODE_GROUP.companyType, SOLUTION_CODE, c.cmpyTypeCd),
    c.accountBankCd ? codeName(deps.db, CODE_GROUP.bank, PLATFORM_SOLUTION_CODE, c.accountBankCd) : null,
    repo.companySolutions(deps.db, cmpyCd),
    repo.groupsWithCounts(deps.db, cmpyCd),
    repo.userCountsByRole(deps.db, cmpyCd),
    approvalHistoryOf(deps.db, { cmpyCd }),
  ]);
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.detail,
    target: ACCESS_TARGET.companyDetail,
    rowCount: 1,
    cmpyCd,
    targetId: cmpyCd,
  });
  return {
    cmpyCd: c.cmpyCd,
    cmpyNm: c.cmpyNm,
    cmpyTypeCd: c.cmpyTypeCd,
    cmpyTypeNm: typeNm ?? c.cmpyTypeCd,
    corporateRegNo: c.corporateRegNo,
    managerNm: c.managerNm,
    managerEmail: c.managerEmail,
    managerTelNo: c.managerTelNo,
    cmpyMainMail: c.cmpyMainMail,
    cmpyMainTelNo: c.cmpyMainTelNo,
    accountMgrNm: c.accountMgrNm,
    accountMgrTelNo: c.accountMgrTelNo,
    accountMgrEmail: c.accountMgrEmail,
    accountBankCd: c.accountBankCd,
    accountBankNm: bankNm,
    ciFileId: c.ciFileId,
    sabunUseYn: c.sabunUseYn === 'Y' ? 'Y' : 'N',
    ceoNm: c.ceoNm,
    bizType: c.bizType,
    bizItem: c.bizItem,
    bizAddr: c.bizAddr,
    taxEmail: c.taxEmail,
    channelChain: channelChainOf(c.channelChain),
    chainWindowMin: c.chainWindowMin,
    regStat: (c.regStat as CompanyDetail['regStat']) ?? null,
    regStatNm: registrationStatusLabel(c.regStat),
    useYn: c.useYn === 'N' ? 'N' : 'Y',
    frstRgstDt: ymdKst(c.createdAt),
    solutions: [
      { solCd: SOLUTION_CODE, solNm: SOLUTION_NAME, frstRgstDt: ymdKst(c.createdAt) },
      ...solutions
        .filter((s) => s.solCd !== SOLUTION_CODE)
        .map((s) => ({ solCd: s.solCd, solNm: s.solNm ?? s.solCd, frstRgstDt: ymdKst(s.createdAt) })),
    ],
    groups: groups.map((g) => ({ ...g, useYn: g.useYn === 'N' ? 'N' : 'Y' })),
    userCounts: {
      total: counts.reduce((sum, r) => sum + r.count, 0),
      ready: counts.reduce((sum, r) => sum + r.ready, 0),
      byAuthCd: counts.map((r) => ({
        authCd: r.authCd,
        authNm: isAuthCd(r.authCd) ? ROLE_NAME[r.authCd] : r.authCd,
        count: r.count,
      })),
    },
    approvals,
  };
}
