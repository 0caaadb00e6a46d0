import { isOperatorAdmin } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { companyOptionsQuery } from '../../../components/back-office/company-options-query';
import { groupTreeQuery } from '../../../components/back-office/group-tree-query';
import { messengerConnectedQuery } from '../../../components/back-office/messenger-connected-query';
import { funnelQuery } from '../../../components/funnel/funnel-query';
import { taxSummaryQuery } from '../../../components/tax/tax-summary-query';
import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { ruleDetailQuery } from '../api/get-rule-detail';
import { ruleThemesQuery } from '../api/get-rule-themes';

/**
 * /occasion/save/{cmpyCd}/{ruleSn}'s first queries, by the same reading of the address as the screen: the rule (an
 * existing one) with its tax and funnel blocks, the themes, and for a company the user may set rules for its groups
 * and connected messengers; an operator's new rule also names its company from the company list. Otherwise each
 * leaves only once the form has drawn, after the screen's chunk.
 */
export const prefetch: ScreenPrefetch = ({ queryClient, params, user }) => {
  const cmpyCd = params.cmpyCd ?? '';
  const ruleSn = /^\d{1,10}$/.test(params.ruleSn ?? '') ? Number(params.ruleSn) : 0;
  const operator = isOperatorAdmin(user.authCd);
  if (!cmpyCd || (!operator && user.cmpyCd !== cmpyCd)) return;
  if (ruleSn > 0) {
    void queryClient.prefetchQuery(ruleDetailQuery(ruleSn));
    void queryClient.prefetchQuery(taxSummaryQuery({ ruleSn }));
    void queryClient.prefetchQuery(funnelQuery({ ruleSn }));
  } else if (operator)
    void queryClient.prefetchQuery(companyOptionsQuery({ url: API_PATH.companyOptions, method: 'POST' }));
  void queryClient.prefetchQuery(ruleThemesQuery());
  void queryClient.prefetchQuery(groupTreeQuery(cmpyCd));
  void queryClient.prefetchQuery(messengerConnectedQuery(cmpyCd));
};
