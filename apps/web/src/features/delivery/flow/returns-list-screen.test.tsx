import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import { ReturnsListScreen } from './returns-list-screen';

const empty = envelope('2000', { list: [], totalCount: 0, page: 0, pageSize: 20, counts: [] });

describe('ReturnsListScreen, /delivery/return', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('tells a vendor what it does there: collect and re-ship, not decide', async () => {
    signInAs('30');
    stubFetch((path) => (path === P.returnList ? empty : envelope('2000', [])));
    renderBackOffice(<ReturnsListScreen managed={false} />, { route: '/delivery/return' });
    expect(
      await screen.findByText('승인된 반품·교환 상품을 회수하고, 교환 상품을 재발송합니다.'),
    ).toBeTruthy();
    expect(screen.queryByText(/승인 또는 거부하고/)).toBeNull();
  });
});
