import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../../../test/render-back-office';
import { UpcomingSkipDialog } from './upcoming-skip-dialog';

describe('UpcomingSkipDialog', () => {
  it('requires a reason: blank is refused with 건너뛰는 사유를 입력해주세요. and nothing is sent', async () => {
    const onSkip = vi.fn(async () => {});
    renderBackOffice(<UpcomingSkipDialog target="김하늘님의 생일" onSkip={onSkip} onClose={() => {}} />);
    expect(screen.getByText(/김하늘님의 생일 선물을 보내지 않습니다/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('건너뛰는 사유'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    expect(await screen.findByText('건너뛰는 사유를 입력해주세요.')).toBeTruthy();
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes; stays open with it when the server refuses', async () => {
    const onSkip = vi.fn(async () => {});
    const onClose = vi.fn();
    const { unmount } = renderBackOffice(
      <UpcomingSkipDialog target="이바다님의 입사 10주년" onSkip={onSkip} onClose={onClose} />,
    );
    fireEvent.change(screen.getByLabelText('건너뛰는 사유'), { target: { value: ' 휴직 중 ' } });
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    await waitFor(() => expect(onSkip).toHaveBeenCalledWith('휴직 중'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    unmount();

    const refused = vi.fn(async () => {
      throw new Error('이미 발송된 선물은 건너뛸 수 없습니다.');
    });
    const stays = vi.fn();
    renderBackOffice(<UpcomingSkipDialog target="박구름님의 조사" onSkip={refused} onClose={stays} />);
    fireEvent.change(screen.getByLabelText('건너뛰는 사유'), { target: { value: '중복' } });
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    await waitFor(() => expect(refused).toHaveBeenCalled());
    expect(stays).not.toHaveBeenCalled();
    expect((screen.getByLabelText('건너뛰는 사유') as HTMLTextAreaElement).value).toBe('중복');
  });
});
