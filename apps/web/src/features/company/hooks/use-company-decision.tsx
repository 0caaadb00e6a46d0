import { APPROVAL_KIND_LABEL } from '@pcs/domain';
import { useState } from 'react';
import { RejectReasonDialog } from '../../../components/back-office/reject-reason-dialog';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useApproveCompany } from '../api/approve-company';
import { useRejectCompany } from '../api/reject-company';

/**
 * Approving or rejecting a company registration request (spec §3/§4 READY -> ACCEPT | REJECT): approval after a
 * confirm, rejection through the reject window (reason required). Failures alert the server's text (spec §8), e.g.
 * 이미 처리된 신청입니다. when another operator decided first.
 */
export function useCompanyDecision(onDecided?: () => void) {
  const approveMutation = useApproveCompany();
  const rejectMutation = useRejectCompany();
  const [rejecting, setRejecting] = useState<{ cmpyCd: string; cmpyNm: string } | null>(null);

  const approve = async (cmpyCd: string) => {
    if (!(await confirmMessage(ORG_TEXT.approveConfirm))) return;
    try {
      await approveMutation.mutateAsync(cmpyCd);
      await alertMessage(ORG_TEXT.approved);
      onDecided?.();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await rejectMutation.mutateAsync({ cmpyCd: rejecting.cmpyCd, reason });
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
    await alertMessage(ORG_TEXT.rejected);
    onDecided?.();
  };

  const rejectDialog = (
    <RejectReasonDialog
      open={rejecting !== null}
      title={`${APPROVAL_KIND_LABEL.COMPANY} 신청 반려${rejecting ? ` - ${rejecting.cmpyNm}` : ''}`}
      onReject={reject}
      onClose={() => setRejecting(null)}
    />
  );

  return {
    approve: (cmpyCd: string) => void approve(cmpyCd),
    askReject: (cmpyCd: string, cmpyNm: string) => setRejecting({ cmpyCd, cmpyNm }),
    pending: approveMutation.isPending || rejectMutation.isPending,
    rejectDialog,
  };
}
