import {
  CODE_GROUP,
  COMPANY_MESSAGES,
  duplicateCorporateRegNoText,
  PLATFORM_SOLUTION_CODE,
  SOLUTION_CODE,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import { codeName } from '../codes';
import { assertChainMessengers } from '../messenger';
import * as repo from './repository';

/** Company types an operator may register on company-save (spec §5: the list drops 01, the operator type). */
const OPERATOR_COMPANY_TYPE = '01';
const ALL_BANKS = 'ALL';

/**
 * The checks of the company form that need the database, inside the saving transaction (after
 * lockCompanyRegistration): the company type and bank exist and are offered on company-save (spec §5 Code lists by
 * page), the CI is an uploaded public image, and no other company has the corporate number (a duplicate names
 * that company).
 */
export async function checkCompanyForm(
  tx: Executor,
  form: {
    cmpyTypeCd: string;
    accountBankCd: string | null;
    corporateRegNo: string;
    ciFileId: string | null;
    channelChain?: readonly string[] | null;
  },
  exceptCmpyCd: string | null,
): Promise<void> {
  // A chain names only messengers the company connected (decision 056); a new company has none yet.
  await assertChainMessengers(tx, exceptCmpyCd ?? '', form.channelChain);
  if (
    form.cmpyTypeCd === OPERATOR_COMPANY_TYPE ||
    !(await codeName(tx, CODE_GROUP.companyType, SOLUTION_CODE, form.cmpyTypeCd))
  )
    throw badRequest(COMPANY_MESSAGES.typeNotAllowed);
  if (
    form.accountBankCd &&
    (form.accountBankCd === ALL_BANKS ||
      !(await codeName(tx, CODE_GROUP.bank, PLATFORM_SOLUTION_CODE, form.accountBankCd)))
  )
    throw badRequest(COMPANY_MESSAGES.bankNotAllowed);
  if (form.ciFileId && !(await repo.isPublicImage(tx, form.ciFileId)))
    throw badRequest(COMPANY_MESSAGES.ciFileInvalid);
  const existing = await repo.companyWithCorporateRegNo(tx, form.corporateRegNo, exceptCmpyCd);
  if (existing) throw conflict(duplicateCorporateRegNoText(existing.cmpyNm, existing.cmpyCd));
}
