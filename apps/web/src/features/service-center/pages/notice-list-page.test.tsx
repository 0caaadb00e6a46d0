import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import NoticeListPage from './notice-list-page';

const notice = {
  boardId: 7,
  title: '연휴 기간 택배 배송 일정 안내',
  pinnedYn: 'N',
  fileCount: 0,
  viewCnt: 3,
  audiences: [],
  cmpyNm: null,
  createdByNm: '한도윤',
  createdAt: '20261126101500',
};

function Search() {
  return <output aria-label="주소">{useLocation().search}</output>;
}

describe('the notice list', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('reads its search and page from the URL, and searches by type and text into it (no type without a text)', async () => {
    signInAs('20');
    const fetch = stubFetch((path) =>
      path === API_PATH.noticeList
        ? envelope('2000', { list: [notice], totalCount: 16, page: 1, pageSize: 15 })
        : envelope('2000', null),
    );
    const bodies = () =>
      fetch.mock.calls
        .filter(([path]) => path === API_PATH.noticeList)
        .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
    renderBackOffice(
      <Routes>
        <Route
          path="/serviceCenter/notify"
          element={
            <>
              <NoticeListPage />
              <Search />
            </>
          }
        />
      </Routes>,
      { route: '/serviceCenter/notify?searchType=TITLE&searchText=배송&page=2' },
    );
    await screen.findByText(notice.title);
    expect(bodies()[0]).toMatchObject({ searchType: 'TITLE', searchText: '배송', page: 1 });

    const text = screen.getByRole('searchbox', { name: '검색어' });
    fireEvent.change(text, { target: { value: '택배' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '주소' }).textContent).toBe(
        `?${new URLSearchParams({ searchType: 'TITLE', searchText: '택배' })}`,
      ),
    );
    await waitFor(() =>
      expect(bodies().at(-1)).toMatchObject({ searchType: 'TITLE', searchText: '택배', page: 0 }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '주소' }).textContent).toBe(''));
    await waitFor(() =>
      expect(bodies().at(-1)).toMatchObject({ searchType: 'ALL', searchText: null, page: 0 }),
    );
  });
});
