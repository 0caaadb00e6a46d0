import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  type CompanyRow,
  type companyExcelRequestSchema,
  type companyListRequestSchema,
  listMaskingFor,
  maskPersonal,
  registrationStatusLabel,
  SIGN_STATUS_REG_STAT,
  SOLUTION_CODE,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { isExport, kstRange, listPage, type Page } from '../../lib/list-page';
import { ymdKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import * as repo from './repository';

type Input = z.infer<typeof companyListRequestSchema> | z.infer<typeof companyExcelRequestSchema>;

/**
 * POST /v1/ebmp/pcs/manage/company/list.json (and .../excel.json, requestType EXPORT): companies with the filters of
 * /company/list, their user and group counts and solutions. The manager's name and phone are masked; a
 * download is recorded with its reason.
 */
export async function listCompanies(
  deps: { db: Db },
  user: AuthUser,
  input: Input,
): Promise<Page<CompanyRow>> {
  const filter: repo.CompanyFilter = {
    searchText: input.searchText,
    cmpyTypeCd: input.cmpyTypeCd,
    regStat: input.signStatCd ? SIGN_STATUS_REG_STAT[input.signStatCd] : null,
    useYn: input.useYn,
    ...kstRange(input.frstRgstDtStart, input.frstRgstDtEnd),
    cmpyCd: companyScope(user, null),
  };
  const sort = { field: input.sortField ?? 'frstRgstDt', order: input.sortOrder };
  const page = await listPage(
    input,
    () => repo.countCompanies(deps.db, filter),
    (offset, limit) => repo.listCompanies(deps.db, filter, sort, offset, limit),
  );
  if (isExport(input) && 'downloadReason' in input)
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.companyList,
      rowCount: page.list.length,
      reason: input.downloadReason,
    });
  const masking = listMaskingFor(user.authCd);
  return { ...page, list: page.list.map((r) => toRow(r, masking)) };
}

function toRow(r: repo.CompanyListDbRow, masking: ReturnType<typeof listMaskingFor>): CompanyRow {
  const person = maskPersonal(masking, { name: r.managerNm, phone: r.managerTelNo });
  return {
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    cmpyTypeCd: r.cmpyTypeCd,
    cmpyTypeNm: r.cmpyTypeNm ?? r.cmpyTypeCd,
    corporateRegNo: r.corporateRegNo,
    managerNm: person.name,
    managerTelNo: person.phone,
    regStat: (r.regStat as CompanyRow['regStat']) ?? null,
    regStatNm: registrationStatusLabel(r.regStat),
    useYn: r.useYn === 'N' ? 'N' : 'Y',
    userCount: r.userCount,
    groupCount: r.groupCount,
    solCdList: [SOLUTION_CODE, ...r.otherSolutions.filter((s) => s !== SOLUTION_CODE)],
    frstRgstDt: ymdKst(r.createdAt),
  };
}
