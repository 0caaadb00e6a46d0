import { OCCASION_RULE_PATH as P } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import { OCCASION_RULE_TEXT as T } from '../texts';
import OccasionRuleListPage from './occasion-rule-list-page';

const row = {
  ruleSn: 12,
  cmpyCd: 'CLI001',
  cmpyNm: '한빛전자(주)',
  ruleNm: '근속 5·10주년',
  occasionType: 'WORK_ANNIVERSARY',
  sendWhen: 'BEFORE',
  offsetDays: 3,
  sendTm: '10:00',
  holidayMove: 'PREVIOUS',
  goodsSource: 'GOODS',
  tempNm: null,
  goodsCount: 3,
  firstProdNm: '머그컵',
  budgetAmt: 100_000,
  overPayYn: 'Y',
  selectCnt: 1,
  approvalYn: 'Y',
  useYn: 'Y',
  updatedDt: '20261127135500',
};

function Where() {
  const location = useLocation();
  return <output aria-label="주소">{location.pathname + location.search}</output>;
}

const renderList = (route = '/occasion/list') =>
  renderBackOffice(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <OccasionRuleListPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('the occasion rule list (/occasion/list)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('shows when each rule sends, its goods and budget, and sends the URL filters', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === P.list
        ? envelope('2000', { list: [row], totalCount: 1, page: 0, pageSize: 15 })
        : envelope('2000', null),
    );
    renderList('/occasion/list?occasionType=WORK_ANNIVERSARY');
    await screen.findByText(row.ruleNm);
    expect(screen.getByText('3일 전 10:00')).toBeTruthy();
    expect(screen.getByText('머그컵 외 2개')).toBeTruthy();
    expect(screen.getByText('초과 결제 허용')).toBeTruthy();
    expect(screen.getByText('승인 필요')).toBeTruthy();
    // A client manager's list has no company column, and names no company in the request.
    expect(screen.queryByRole('columnheader', { name: '회사' })).toBeNull();
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === P.list)?.[1].body));
    expect(body).toMatchObject({ occasionType: 'WORK_ANNIVERSARY', page: 0, pageSize: 15 });

    fireEvent.click(screen.getByRole('button', { name: /규칙 등록/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '주소' }).textContent).toBe('/occasion/save/CLI001/0'),
    );
  });

  it('says how to start when there is no rule, and asks an operator for the company first', async () => {
    signInAs('99999');
    stubFetch((path) =>
      path === P.list
        ? envelope('2000', { list: [], totalCount: 0, page: 0, pageSize: 15 })
        : envelope('2000', []),
    );
    renderList();
    expect(await screen.findByText(T.emptyList)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /규칙 등록/ }));
    expect(await screen.findByRole('dialog', { name: T.createButton })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '규칙을 등록할 회사' })).toBeTruthy();
  });
});
