import type { LoginUserData } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { UserListScreen } from './user-list-screen';

const signedIn = (authCd: string, cmpyCd: string | null, cmpyNm: string | null): LoginUserData => ({
  loginUserToken: 't',
  userId: 'someone',
  unqUserId: 'U1',
  userNm: '운영자',
  authCd,
  authNm: '',
  solCd: '1020',
  menuMaster: [],
  firstLoginYn: 'N',
  pwdExpiredYn: 'N',
  cmpyCd,
  cmpyNm,
  loginDt: '20261126090000',
  preferredLanguage: null,
});

function stubApi() {
  return stubFetch((path) => {
    if (path === API_PATH.userList)
      return envelope('2000', { list: [], totalCount: 0, page: 1, pageSize: 20 });
    if (path === API_PATH.companyOptions)
      return envelope('2000', [
        { cmpyCd: 'CLI001', cmpyNm: '한빛전자' },
        { cmpyCd: 'CLI003', cmpyNm: '미래상사' },
      ]);
    if (path === API_PATH.multiSolutionCodes) return envelope('2000', { solutionCodeMap: {} });
    return envelope('2000', []);
  });
}

const importDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /임직원 엑셀 등록/ }));
  return within(await screen.findByRole('dialog'));
};

describe('UserListScreen: employee import', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('opens for an operator without a company filter and asks for the company in the pop-up', async () => {
    useSession.setState({ loginUserData: signedIn('99999', null, null) });
    stubApi();
    renderBackOffice(<UserListScreen scope="operator" />);
    const dialog = await importDialog();
    expect(dialog.getByText('임직원을 등록할 회사를 선택해주세요.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: /양식 다운로드/ }).hasAttribute('disabled')).toBe(true);

    const picker = dialog.getByLabelText('등록할 회사');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('미래상사'));
    await waitFor(() => expect(dialog.queryByText('임직원을 등록할 회사를 선택해주세요.')).toBeNull());
    expect(dialog.getByRole('button', { name: /양식 다운로드/ }).hasAttribute('disabled')).toBe(false);
  });

  it("names the client manager's own company in the pop-up", async () => {
    useSession.setState({ loginUserData: signedIn('25', 'CLI003', '미래상사') });
    stubApi();
    renderBackOffice(<UserListScreen scope="client" />);
    const dialog = await importDialog();
    expect(dialog.getByText('미래상사')).toBeTruthy();
    expect(dialog.queryByText('임직원을 등록할 회사를 선택해주세요.')).toBeNull();
  });
});
