import {
  COMPANY_MESSAGES,
  CONDOLENCE_RELATION_NAMES,
  LIFE_EVENT_IMPORT_COLUMNS,
  LIFE_EVENT_IMPORT_SHEET,
  LIFE_EVENT_IMPORT_TYPE_NAMES,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_ROLE_NAMES,
  USER_IMPORT_SHEET,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import { findCompany } from '../company';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/user/excelTemplate.json: the employee import template of a company: its group codes,
 * the two client roles and Y/N as drop-downs, the HR dates, and a second sheet '경조사' for life events with the
 * occasion types and condolence relations as drop-downs (Korean labels).
 */
export async function userTemplate(deps: { db: Db }, user: AuthUser, cmpyCd: string): Promise<Buffer> {
  assertCompany(user, cmpyCd);
  if (!(await findCompany(deps.db, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
  const groups = await repo.groupsOf(deps.db, cmpyCd);
  return buildImportTemplate(
    USER_IMPORT_SHEET,
    USER_IMPORT_COLUMNS,
    {
      group: groups.map((g) => g.grupCd),
      role: USER_IMPORT_ROLE_NAMES,
      yn: ['Y', 'N'],
      lifeEventType: LIFE_EVENT_IMPORT_TYPE_NAMES,
      relation: CONDOLENCE_RELATION_NAMES,
    },
    [],
    [{ sheetName: LIFE_EVENT_IMPORT_SHEET, columns: LIFE_EVENT_IMPORT_COLUMNS }],
  );
}
