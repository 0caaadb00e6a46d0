import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import QnaListPage from './qna-list-page';

const question = {
  qnaSn: 31,
  title: '배송지를 바꾸고 싶어요',
  status: 'WAITING',
  userNm: '윤서연',
  cmpyNm: '가나전자',
  createdAt: '20261126101500',
  answeredAt: null,
};

describe("the operator's question list", () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('opens a question from anywhere on its row, not only from the title', async () => {
    signInAs('99999');
    stubFetch((path) =>
      path === API_PATH.qnaList
        ? envelope('2000', { list: [question], totalCount: 1, page: 0, pageSize: 10 })
        : envelope('2000', null),
    );
    renderBackOffice(
      <Routes>
        <Route path="/serviceCenter/qna" element={<QnaListPage />} />
        <Route path="/serviceCenter/qna/detail/:qnaSn" element={<p>문의 상세 31</p>} />
      </Routes>,
      { route: '/serviceCenter/qna' },
    );
    fireEvent.click(await screen.findByText('윤서연'));
    expect(await screen.findByText('문의 상세 31')).toBeTruthy();
  });
});
