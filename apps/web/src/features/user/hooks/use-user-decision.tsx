import { APPROVAL_KIND_LABEL, type UserRow } from '@pcs/domain';
import { useState } from 'react';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { useApprovalDecision } from '../../../components/back-office/use-approval-decision';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useApproveUser } from '../api/approve-user';
import { useRejectUser } from '../api/reject-user';
import { ApproveUserDialog } from '../components/approve-user-dialog';

type Applicant = Parameters<typeof ApproveUserDialog>[0]['user'] & {};

/**
 * Sign-ups and vendor applications in READY (operators): approval through a window that picks the company and group
 * (a sign-up only names its company), rejection through the reject window with a required reason.
 */
export function useUserDecision() {
  const approve = useApproveUser();
  const reject = useRejectUser();
  const [approving, setApproving] = useState<Applicant | null>(null);
  const decision = useApprovalDecision<string>({
    kindLabel: APPROVAL_KIND_LABEL.SIGN_UP,
    approve: (unqUserId) => approve.mutateAsync({ unqUserId }),
    reject: (unqUserId, reason) => reject.mutateAsync({ unqUserId, reason }),
  });

  const approveWith = async (input: { cmpyCd: string | null; grupCd: string | null }) => {
    if (!approving) return;
    try {
      await approve.mutateAsync({ unqUserId: approving.unqUserId, ...input });
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
    await alertMessage(ORG_TEXT.approved);
  };

  return {
    askApprove: (user: UserRow) => setApproving(user),
    askReject: (user: Pick<UserRow, 'unqUserId' | 'userNm'>) =>
      decision.askReject(user.unqUserId, user.userNm),
    dialogs: (
      <>
        <ApproveUserDialog user={approving} onApprove={approveWith} onClose={() => setApproving(null)} />
        {decision.rejectDialog}
      </>
    ),
  };
}
