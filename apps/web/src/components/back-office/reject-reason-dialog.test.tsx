import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../lib/dialog';
import { dialogTexts, renderBackOffice } from '../../test/render-back-office';
import { RejectReasonDialog } from './reject-reason-dialog';

describe('RejectReasonDialog (building block "Approvals")', () => {
  it('requires a reason: blank is refused with 반려 사유를 입력해주세요. and nothing is sent', async () => {
    const onReject = vi.fn(async () => {});
    renderBackOffice(
      <RejectReasonDialog open title="회사 등록 신청 반려" onReject={onReject} onClose={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '반려' }));
    expect(await screen.findByText('반려 사유를 입력해주세요.')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes when the rejection went through', async () => {
    const onReject = vi.fn(async () => {});
    const onClose = vi.fn();
    renderBackOffice(
      <RejectReasonDialog open title="회원가입 신청 반려" onReject={onReject} onClose={onClose} />,
    );
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '  사업자 정보 불일치  ' } });
    fireEvent.click(screen.getByRole('button', { name: '반려' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('사업자 정보 불일치'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the reason when the mask beside the window is clicked; 취소 closes it', async () => {
    const onClose = vi.fn();
    renderBackOffice(<RejectReasonDialog open title="반려" onReject={async () => {}} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '서류 미비' } });
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).toBeTruthy();
    fireEvent.mouseDown(wrap as Element);
    fireEvent.mouseUp(wrap as Element);
    fireEvent.click(wrap as Element);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('반려 사유') as HTMLTextAreaElement).value).toBe('서류 미비');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with the reason when the server refuses', async () => {
    const onReject = vi.fn(async () => {
      throw new Error('이미 처리된 신청입니다.');
    });
    const onClose = vi.fn();
    renderBackOffice(<RejectReasonDialog open title="반려" onReject={onReject} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '서류 미비' } });
    fireEvent.click(screen.getByRole('button', { name: '반려' }));
    await waitFor(() => expect(onReject).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('반려 사유') as HTMLTextAreaElement).value).toBe('서류 미비');
  });

  it('asks its confirm question once the reason is valid, and sends nothing when it is declined', async () => {
    const onReject = vi.fn(async () => {});
    const answer = (ok: boolean) => {
      const current = useDialogs.getState().queue[0];
      if (current) useDialogs.getState().close(current.id, ok);
    };
    renderBackOffice(
      <RejectReasonDialog
        open
        title="경조사 신청 반려"
        notice="반려 사유는 신청한 직원의 마이페이지에 표시됩니다."
        confirmText="이 경조사 신청을 반려하시겠습니까?"
        onReject={onReject}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('반려 사유는 신청한 직원의 마이페이지에 표시됩니다.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '증빙 누락' } });
    fireEvent.click(screen.getByRole('button', { name: '반려' }));
    await waitFor(() => expect(dialogTexts()).toEqual(['이 경조사 신청을 반려하시겠습니까?']));
    answer(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '반려' }));
    await waitFor(() => expect(dialogTexts()).toHaveLength(1));
    answer(true);
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('증빙 누락'));
  });
});
