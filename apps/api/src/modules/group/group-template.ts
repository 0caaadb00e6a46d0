import { COMPANY_MESSAGES, GROUP_IMPORT_COLUMNS, GROUP_IMPORT_SHEET, GROUP_TYPE_LABEL } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import { findCompany } from '../company';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/group/excelTemplate.json: the group import template of a company; its existing group
 * codes fill the parent drop-down.
 */
export async function groupTemplate(deps: { db: Db }, user: AuthUser, cmpyCd: string): Promise<Buffer> {
  assertCompany(user, cmpyCd);
  if (!(await findCompany(deps.db, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
  const groups = await repo.groupsOfCompany(deps.db, cmpyCd);
  return buildImportTemplate(GROUP_IMPORT_SHEET, GROUP_IMPORT_COLUMNS, {
    group: groups.map((g) => g.grupCd),
    groupType: Object.values(GROUP_TYPE_LABEL),
    yn: ['Y', 'N'],
  });
}
