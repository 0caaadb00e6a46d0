import { API_PATH, type LoginUserData } from '@pcs/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryRedirect } from '../../../app/guards/entry-redirect';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { signInAs } from '../../../test/session';
import FirstLoginPage from './first-login-page';

const ADDRESS_LINK = '/m/delivery/save/5';
const PASSWORD = 'FirstPass1!';

const accountOf = (firstLoginYn: 'Y' | 'N'): LoginUserData => ({
  loginUserToken: 'test-token',
  userId: 'user-20',
  unqUserId: 'U20',
  userNm: '홍길동',
  authCd: '20',
  authNm: '',
  solCd: '1020',
  menuMaster: [],
  firstLoginYn,
  pwdExpiredYn: 'N',
  cmpyCd: null,
  cmpyNm: null,
  loginDt: '20261126090000',
  preferredLanguage: null,
});

/** A recipient held on the mobile first-login form, with the address link of a message saved as the return path. */
function renderFirstLogin(phoneVerifiedYn: 'Y' | 'N') {
  signInAs('20', { firstLoginYn: 'Y' });
  useSession.setState({ firstLogin: true, displayMode: 'MOBILE', returnPath: ADDRESS_LINK });
  const fetch = stubFetch((path) => {
    if (path.endsWith(API_PATH.firstAccessInfo))
      return envelope('2000', {
        userId: 'user-20',
        userNm: '홍길동',
        cmpyNm: null,
        maskedTelNo: '010-1234-****',
        email: null,
        profileFileId: null,
        firstLoginYn: 'Y',
        phoneVerifiedYn,
      });
    if (path.endsWith(API_PATH.sendAuthNumber))
      return envelope('2000', { authId: 'auth-1', expiresInSeconds: 180 });
    if (path.endsWith(API_PATH.confirmAuthNumber))
      return envelope('2000', { authToken: 'confirmed-token-0001' });
    if (path.endsWith(API_PATH.saveFirstLogin)) return envelope('2000', accountOf('N'));
    return envelope('9999', null, 'unexpected', 500);
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <EntryRedirect /> },
      { path: '/m/firstLoginForm', element: <FirstLoginPage /> },
      { path: '/m/delivery/save/:estiSn', element: <p>배송지 입력 화면</p> },
      { path: '/m/gift/preview', element: <p>선물 미리보기 화면</p> },
    ],
    { initialEntries: ['/m/firstLoginForm'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

function typePasswords() {
  fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: PASSWORD } });
}

/** Closes the alert showing `text` a moment after it opens, as a reader would (the dialog host is not rendered here). */
async function closeAlert(text: string) {
  await waitFor(() => expect(useDialogs.getState().queue.map((d) => d.text)).toContain(text));
  await new Promise((r) => setTimeout(r, 100));
  const dialog = useDialogs.getState().queue.find((d) => d.text === text);
  if (dialog) useDialogs.getState().close(dialog.id, true);
}

afterEach(() => useDialogs.setState({ queue: [] }));

describe('first login keeps where a message link pointed', () => {
  it('lands on the saved link after saving, not on the gift preview', async () => {
    const { router } = renderFirstLogin('N');
    fireEvent.change(await screen.findByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await screen.findByLabelText('인증번호'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('인증이 완료되었습니다.');
    typePasswords();
    fireEvent.click(screen.getByRole('button', { name: '저장하고 시작하기' }));
    await closeAlert('최초 로그인 정보가 저장되었습니다.');
    await screen.findByText('배송지 입력 화면');
    // Nothing sends the page on afterwards (a second trip to '/' would end on the preview).
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe(ADDRESS_LINK);
    expect(useSession.getState().returnPath).toBeNull();
  });
});

describe('first login after a phone login', () => {
  it('asks for no second auth number and saves without one', async () => {
    const { fetch } = renderFirstLogin('Y');
    await screen.findByText(/휴대폰 번호 인증이 완료되었습니다/);
    expect(screen.queryByRole('button', { name: '인증번호 받기' })).toBeNull();
    typePasswords();
    fireEvent.click(screen.getByRole('button', { name: '저장하고 시작하기' }));
    await closeAlert('최초 로그인 정보가 저장되었습니다.');
    await screen.findByText('배송지 입력 화면');
    const saved = fetch.mock.calls.find(([path]) => path.endsWith(API_PATH.saveFirstLogin));
    const body = JSON.parse(String(saved?.[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ newPassword: PASSWORD, newPasswordConfirm: PASSWORD });
    expect(body).not.toHaveProperty('authToken');
    expect(fetch.mock.calls.some(([path]) => path.endsWith(API_PATH.sendAuthNumber))).toBe(false);
  });
});
