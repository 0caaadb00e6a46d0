import { ROLE_NAME } from '@pcs/domain';
import { LIFE_EVENT_PATH } from '@pcs/domain/contracts/occasion';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import { UserDetailScreen } from './user-detail-screen';

const user = {
  unqUserId: 'U20261126000001',
  userId: 'kim.manager',
  userNm: '김관리',
  authCd: '25',
  authNm: ROLE_NAME['25'],
  cmpyCd: 'CLI001',
  cmpyNm: '한빛전자',
  grupCd: null,
  grupNm: null,
  telNo: '01012345678',
  email: null,
  sabun: null,
  regStat: 'ACCEPT',
  regStatNm: '승인',
  applicationType: null,
  applyCmpyNm: null,
  useYn: 'Y',
  lockYn: 'N',
  firstLoginYn: 'N',
  frstRgstDt: '20261126',
  solCd: '1020',
  pwdChangedDt: '20261126090000',
  approvals: [],
  birthDt: null,
  lunarYn: 'N',
  leapMonthYn: 'N',
  birthDateText: '',
  hireDt: null,
  leaveDt: null,
  preferredLanguage: null,
};

describe('UserDetailScreen', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('names the role without its code', async () => {
    signInAs('99999');
    stubFetch((path) =>
      path === API_PATH.userDetail
        ? envelope('2000', user)
        : path === LIFE_EVENT_PATH.list
          ? envelope('2000', { list: [], totalCount: 0, page: 0, pageSize: 10 })
          : envelope('2000', []),
    );
    renderBackOffice(
      <Routes>
        <Route
          path="/user/detail/:unqUserId/:userOrApproval"
          element={<UserDetailScreen scope="operator" />}
        />
      </Routes>,
      { route: `/user/detail/${user.unqUserId}/user` },
    );
    expect(await screen.findByText('김관리')).toBeTruthy();
    expect(screen.getByText('고객사 관리자')).toBeTruthy();
    expect(screen.queryByText(/\(25\)/)).toBeNull();
  });
});
