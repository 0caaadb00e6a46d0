import { checkPaymentStart, WM_GBN } from '@pcs/domain';
import type { PaymentInfo } from '@pcs/domain/contracts/payment';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { DesktopPaymentPanel, MobilePaymentPage } from '../../../components/payment/payment-panel';
import { alertMessage } from '../../../lib/dialog';
import { getToken } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { deliveryKeys } from '../api/delivery-query-keys';
import { readyReturnFee } from '../api/ready-return-fee';

/**
 * The card payment of a return fee (decision 028), desktop or mobile: `start(refundSn)` opens the same panel as a
 * gift's payment above its budget after the same start checks. The provider's callback sends the buyer back to the
 * return, which then shows the request submitted (or still waiting for its fee).
 */
export function useReturnFeePayment(mobile: boolean): {
  start: (refundSn: number) => Promise<void>;
  panel: ReactNode;
  paying: boolean;
} {
  const [payment, setPayment] = useState<{ info: PaymentInfo; key: number } | null>(null);
  const queryClient = useQueryClient();
  const start = useCallback(
    async (refundSn: number) => {
      try {
        const info = await readyReturnFee({
          refundSn,
          wmGbn: mobile ? WM_GBN.mobile : WM_GBN.web,
          payMethod: mobile ? 'CARD' : 'Card',
        });
        const refusal = checkPaymentStart(
          { ...info, loginUserToken: getToken(), ...(mobile ? {} : { nextUrl: null }) },
          mobile ? 'mobile' : 'web',
        );
        if (refusal) {
          await alertMessage(refusal);
          return;
        }
        setPayment({ info, key: Date.now() });
      } catch (error) {
        await alertMessage(errorText(error));
      }
    },
    [mobile],
  );
  const finish = useCallback(() => {
    setPayment(null);
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.my() });
  }, [queryClient]);
  const panel = !payment ? null : mobile ? (
    <MobilePaymentPage key={payment.key} info={payment.info} onFinish={finish} />
  ) : (
    <DesktopPaymentPanel key={payment.key} info={payment.info} onFinish={finish} />
  );
  return { start, panel, paying: payment !== null };
}
