import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { ReturnDialog } from './my-orders-desktop';

const detail = {
  estiSn: 250,
  returnFeePayerCd: 'R',
  returnShipFee: 4000,
  paidAmount: 0,
  lines: [
    {
      estiItemSn: 251,
      prodNm: '녹차 세트',
      optNm: '다기 포함',
      quantity: 1,
      lineTotal: 30000,
      mainImg: null,
      deliStatCd: '04',
      deliStatNm: '배송완료',
      carrierNm: null,
      invoiceNo: null,
      trackingUrl: null,
      canReturn: true,
      returnRefusal: null,
      refunds: [],
      history: [],
    },
  ],
};

const answer = (path: string) => {
  if (path === P.myReturnPhoto) return envelope('2000', { fileId: 'f1', url: '/files/f1' });
  if (path === P.myReturnRequest) return envelope('2000', { refundSn: 9, refundStatCd: '01', feeDue: 0 });
  return new Response(new Blob(['img']), { headers: { 'content-type': 'image/png' } });
};

const pickReason = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '사유' }));
  fireEvent.click(await screen.findByTitle(label));
};
const submitButton = () => screen.getByText('신청하기').closest('button') as HTMLButtonElement;
const answerDialog = (ok: boolean) => {
  const current = useDialogs.getState().queue[0];
  if (current) useDialogs.getState().close(current.id, ok);
};
const requests = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([path]) => path === P.myReturnRequest);

describe('ReturnDialog (desktop return request)', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('asks to confirm item, kind, reason and fee before sending, and sends nothing when cancelled', async () => {
    const fetch = stubFetch(answer);
    renderBackOffice(
      <ReturnDialog detail={detail} estiItemSn={251} onClose={() => {}} onPayFee={() => {}} />,
    );
    expect(screen.getByText(/주문 250 · 상품 251/)).toBeTruthy();
    await pickReason('단순 변심');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(dialogTexts()).toEqual([
        '상품: 녹차 세트 (다기 포함) 1개\n구분: 반품\n사유: 단순 변심\n반품 배송비: 4,000원 (신청자 부담, 카드 결제)\n\n반품 신청하시겠습니까?',
      ]),
    );
    answerDialog(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests(fetch)).toHaveLength(0);

    fireEvent.click(submitButton());
    await waitFor(() => expect(dialogTexts()).toHaveLength(1));
    answerDialog(true);
    await waitFor(() => expect(requests(fetch)).toHaveLength(1));
  });

  it('shows each photo as a preview with a remove button, and sends the ones kept', async () => {
    const fetch = stubFetch(answer);
    renderBackOffice(
      <ReturnDialog detail={detail} estiItemSn={251} onClose={() => {}} onPayFee={() => {}} />,
    );
    expect(screen.getByText('사진 추가')).toBeTruthy();
    const file = new File(['png'], 'broken.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('사진 첨부'), { target: { files: [file] } });
    expect(await screen.findByAltText('첨부 사진 1')).toBeTruthy();
    expect(screen.getByText(/사진 1\/3장/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    expect(screen.queryByAltText('첨부 사진 1')).toBeNull();
    fireEvent.change(screen.getByLabelText('사진 첨부'), { target: { files: [file] } });
    await screen.findByAltText('첨부 사진 1');

    await pickReason('상품 파손/불량');
    fireEvent.click(submitButton());
    // A damaged gift: the seller pays the return, whatever the event's rule.
    await waitFor(() => expect(dialogTexts()[0]).toContain('반품 배송비: 판매자 부담'));
    answerDialog(true);
    await waitFor(() => expect(requests(fetch)).toHaveLength(1));
    expect(JSON.parse(String(requests(fetch)[0]?.[1].body))).toMatchObject({
      estiSn: 250,
      estiItemSn: 251,
      reasonCd: '02',
      photoFileIds: ['f1'],
    });
  });

  it('a change-of-mind return by card opens the fee payment; the deduction is offered when the card refund covers it', async () => {
    const fetch = stubFetch((path) =>
      path === P.myReturnRequest
        ? envelope('2000', { refundSn: 9, refundStatCd: '00', feeDue: 4000 })
        : answer(path),
    );
    const payFee = vi.fn();
    renderBackOffice(<ReturnDialog detail={detail} estiItemSn={251} onClose={() => {}} onPayFee={payFee} />);
    await pickReason('단순 변심');
    // Nothing paid by card for this gift: only the card payment of the fee.
    expect((screen.getByRole('radio', { name: '환불 금액에서 차감' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(submitButton());
    await waitFor(() => expect(dialogTexts()).toHaveLength(1));
    answerDialog(true);
    await waitFor(() => expect(payFee).toHaveBeenCalledWith(9));
    expect(JSON.parse(String(requests(fetch)[0]?.[1].body))).toMatchObject({ feeMethod: 'CARD' });
  });

  it('sends the deduction when chosen', async () => {
    const fetch = stubFetch(answer);
    renderBackOffice(
      <ReturnDialog
        detail={{ ...detail, paidAmount: 10000 }}
        estiItemSn={251}
        onClose={() => {}}
        onPayFee={() => {}}
      />,
    );
    await pickReason('단순 변심');
    fireEvent.click(screen.getByRole('radio', { name: '환불 금액에서 차감' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(dialogTexts()[0]).toContain('4,000원 (신청자 부담, 환불 금액에서 차감)'));
    answerDialog(true);
    await waitFor(() => expect(requests(fetch)).toHaveLength(1));
    expect(JSON.parse(String(requests(fetch)[0]?.[1].body))).toMatchObject({ feeMethod: 'DEDUCT' });
  });
});
