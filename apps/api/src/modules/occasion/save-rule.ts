import {
  COMPANY_MESSAGES,
  NOT_FOUND_TEXT,
  OCCASION_RULE_MESSAGES,
  type OccasionRule,
  type OccasionRuleSaveReply,
  storedChannelChain,
  taxPurposeOfOccasion,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { assertChainMessengers } from '../messenger';
import { type OccasionDeps, recomputeCompanyOccasions } from './recompute-occasions';
import { lockRuleFor } from './rule-access';
import * as repo from './rule-repository';

type Input = Omit<OccasionRule, 'ruleSn'> & { ruleSn?: number | undefined };
const M = OCCASION_RULE_MESSAGES;

/**
 * POST /v1/ebmp/pcs/occasion/rule/save.json (/occasion/save/{cmpyCd}/{ruleSn}): creates a company's rule, or
 * changes one (its company stays). The save schema checked the fields and their rules between them; here, in one
 * transaction, what they name: the company (the caller's own for a client manager, refused with 403 before
 * anything is read), the theme, the goods, the groups and the default gift. Then the company's unsent occurrences
 * are computed again, so a changed rule holds from the next gift on.
 */
export async function saveRule(
  deps: OccasionDeps,
  user: AuthUser,
  input: Input,
): Promise<OccasionRuleSaveReply> {
  assertCompany(user, input.cmpyCd);
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    if (input.ruleSn !== undefined) {
      const row = await lockRuleFor(tx, user, input.ruleSn);
      if (row.cmpyCd !== input.cmpyCd) throw badRequest(M.companyFixed);
    } else if (!(await repo.companyExists(tx, input.cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    await checkReferences(tx, input);
    await assertChainMessengers(tx, input.cmpyCd, input.channelChain);

    const values = { ...settings(input), updatedBy: user.unqUserId, updatedAt: now };
    if (input.ruleSn === undefined) {
      const ruleSn = await repo.insertRule(tx, { ...values, createdBy: user.unqUserId });
      return { ruleSn, cmpyCd: input.cmpyCd };
    }
    if ((await repo.updateRule(tx, input.ruleSn, values)) === 0) throw conflict();
    return { ruleSn: input.ruleSn, cmpyCd: input.cmpyCd };
  });
  await recomputeCompanyOccasions(deps, saved.cmpyCd);
  return saved;
}

/** The stored settings: what the goods source or the close action does not use is not kept. */
function settings(input: Input): repo.OccasionRuleValues {
  const { ruleSn: _ruleSn, ...rule } = input;
  const groupDay = rule.occasionType === 'GROUP_DAY';
  return {
    ...rule,
    tempSn: rule.goodsSource === 'THEME' ? rule.tempSn : null,
    prodSnList: rule.goodsSource === 'GOODS' ? rule.prodSnList : [],
    fixedDt: groupDay ? rule.fixedDt : null,
    repeatYearlyYn: groupDay ? rule.repeatYearlyYn : 'N',
    defaultProdSn: rule.closeAction === 'DEFAULT_GIFT' ? rule.defaultProdSn : null,
    reminderDays: [...rule.reminderDays].sort((a, b) => a - b),
    tenureTiers: [...rule.tenureTiers].sort((a, b) => a - b),
    taxPurpose: rule.taxPurpose ?? taxPurposeOfOccasion(rule.occasionType).purpose,
    channelChain: storedChannelChain(rule.channelChain),
  };
}

/** What the rule names must exist and be the company's, and its goods must be ones a gift may offer. */
async function checkReferences(tx: Executor, input: Input): Promise<void> {
  const unknown = await repo.unknownGroups(tx, input.cmpyCd, input.grupCdList);
  if (unknown.length > 0) throw badRequest(M.groupsUnknown(unknown));

  if (input.goodsSource === 'THEME' && input.tempSn !== null) {
    const theme = await repo.findTheme(tx, input.tempSn);
    if (!theme) throw notFound(NOT_FOUND_TEXT.theme);
    if (theme.useYn !== 'Y') throw badRequest(M.themeNotInUse);
    if ((await repo.countThemeGoods(tx, input.tempSn)) === 0) throw badRequest(M.themeEmpty);
  }
  const asked = input.goodsSource === 'GOODS' ? input.prodSnList : [];
  const gift = input.closeAction === 'DEFAULT_GIFT' ? input.defaultProdSn : null;
  const goods = await repo.goodsByProdSns(tx, gift === null ? asked : [...asked, gift]);
  const offerable = new Set(goods.filter((g) => g.offerableYn === 'Y').map((g) => g.prodSn));
  if (asked.some((prodSn) => !offerable.has(prodSn))) throw badRequest(M.goodsNotOffered);

  if (gift === null) return;
  if (!offerable.has(gift)) throw badRequest(M.defaultGiftNotOffered);
  if (
    input.goodsSource === 'THEME' &&
    input.tempSn !== null &&
    !(await repo.themeHasGoods(tx, input.tempSn, gift))
  )
    throw badRequest(M.defaultGiftNotInTheme);
  const price = goods.find((g) => g.prodSn === gift)?.price ?? 0;
  if (input.budgetAmt !== null && price > input.budgetAmt) throw badRequest(M.defaultGiftOverBudget);
}
