import { TAX_PATH, taxRulesReplySchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

/** POST tax/rules.json: the statutory rules, and the company's own (the manager's, or the one an operator chose). */
export const getTaxRules = (cmpyCd: string | null) =>
  callApi(TAX_PATH.rules, { body: { cmpyCd }, schema: taxRulesReplySchema });

export const useTaxRules = (cmpyCd: string | null) =>
  useQuery({ queryKey: taxKeys.rules(cmpyCd), queryFn: () => getTaxRules(cmpyCd) });
