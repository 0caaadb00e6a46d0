import { APPROVAL_KIND_LABEL } from '@pcs/domain';
import { useApprovalDecision } from '../../../components/back-office/use-approval-decision';
import { useApproveCompany } from '../api/approve-company';
import { useRejectCompany } from '../api/reject-company';

/** Company registration requests (spec §3/§4 READY -> ACCEPT | REJECT), decided from the list and the detail. */
export function useCompanyDecision() {
  const approve = useApproveCompany();
  const reject = useRejectCompany();
  const decision = useApprovalDecision<string>({
    kindLabel: APPROVAL_KIND_LABEL.COMPANY,
    approve: (cmpyCd) => approve.mutateAsync(cmpyCd),
    reject: (cmpyCd, reason) => reject.mutateAsync({ cmpyCd, reason }),
  });
  return decision;
}
