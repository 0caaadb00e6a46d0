import { useState } from 'react';
import { alertMessage, confirmMessage } from '../../lib/dialog';
import { errorText } from '../../lib/use-error-alert';
import { RejectReasonDialog } from './reject-reason-dialog';
import { ORG_TEXT } from './texts';

type Options<K> = {
  /** '회사 등록', '회원가입': the reject window's title names what is rejected. */
  kindLabel: string;
  approve: (key: K) => Promise<unknown>;
  reject: (key: K, reason: string) => Promise<unknown>;
  onDecided?: () => void;
};

/**
 * Building block "Approvals" on the screens: approving a request in READY after a confirm, rejecting it through the
 * reject window (reason required). Failures alert the server's text (spec §8), e.g. 이미 처리된 신청입니다. when
 * another operator decided first; the reject window then stays open with the reason.
 */
export function useApprovalDecision<K>({ kindLabel, approve, reject, onDecided }: Options<K>) {
  const [rejecting, setRejecting] = useState<{ key: K; name: string } | null>(null);
  const [pending, setPending] = useState(false);

  const approveAfterConfirm = async (key: K) => {
    if (!(await confirmMessage(ORG_TEXT.approveConfirm))) return;
    setPending(true);
    try {
      await approve(key);
      await alertMessage(ORG_TEXT.approved);
      onDecided?.();
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const rejectWithReason = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject(rejecting.key, reason);
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
      title={`${kindLabel} 신청 반려${rejecting ? ` - ${rejecting.name}` : ''}`}
      onReject={rejectWithReason}
      onClose={() => setRejecting(null)}
    />
  );

  return {
    approve: (key: K) => void approveAfterConfirm(key),
    askReject: (key: K, name: string) => setRejecting({ key, name }),
    pending,
    rejectDialog,
  };
}
