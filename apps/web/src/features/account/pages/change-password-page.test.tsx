import { API_PATH } from '@pcs/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryRedirect } from '../../../app/guards/entry-redirect';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { signInAs } from '../../../test/session';
import ChangePasswordPage from './change-password-page';

const ORDER_LINK = '/m/delivery/detail/5';

afterEach(() => useDialogs.setState({ queue: [] }));

describe('the expired-password form keeps where a message link pointed', () => {
  it('lands on the saved link after the change', async () => {
    signInAs('20', { pwdExpiredYn: 'Y' });
    useSession.setState({ pwdExpired: true, displayMode: 'MOBILE', returnPath: ORDER_LINK });
    stubFetch((path) =>
      path.endsWith(API_PATH.changePassword)
        ? envelope('2000', null)
        : envelope('9999', null, 'unexpected', 500),
    );
    const router = createMemoryRouter(
      [
        { path: '/', element: <EntryRedirect /> },
        { path: '/m/changePassword', element: <ChangePasswordPage /> },
        { path: '/m/delivery/detail/:estiSn', element: <p>주문 상세 화면</p> },
        { path: '/m/gift/preview', element: <p>선물 미리보기 화면</p> },
      ],
      { initialEntries: ['/m/changePassword'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('현재 비밀번호'), { target: { value: 'OldPass1!' } });
    fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: 'NewPass12!' } });
    fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: 'NewPass12!' } });
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    // The alert stays open a moment, as for a reader, before it is closed.
    await new Promise((r) => setTimeout(r, 100));
    const [dialog] = useDialogs.getState().queue;
    if (dialog) useDialogs.getState().close(dialog.id, true);
    await screen.findByText('주문 상세 화면');
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe(ORDER_LINK);
  });
});
