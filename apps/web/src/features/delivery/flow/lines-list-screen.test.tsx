import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import { LinesListScreen } from './lines-list-screen';

const row = {
  estiSn: 250,
  estiItemSn: 251,
  ordSn: 240,
  orderDt: '20261126101500',
  cmpyCd: 'C1',
  cmpyNm: '가나전자',
  eventSn: 7,
  eventNm: '2026 연말 감사 선물',
  prodNm: '녹차 세트',
  optNm: '다기 포함',
  quantity: 1,
  vendorSn: 3,
  vendorNm: '테크노아',
  receiverNm: '윤*연',
  receiverTelNo: '010-3141-****',
  deliStatCd: '05',
  deliStatNm: '발주완료',
  carrierCd: null,
  carrierNm: null,
  invoiceNo: null,
  trackingUrl: null,
  packerNm: null as string | null,
  packageYn: 'N' as 'Y' | 'N',
  cardYn: 'N' as 'Y' | 'N',
};
const reply = (overrides: Partial<typeof row> = {}) =>
  envelope('2000', {
    list: [{ ...row, ...overrides }],
    totalCount: 1,
    page: 0,
    pageSize: 10,
    counts: [{ stateCd: '05', stateNm: '발주완료', count: 1 }],
  });

/** The table's room beside the back office's menu at a 1440 px window (menu 232, page 2 x 24, panel 2 x 20 px). */
const CONTENT_AT_1440 = 1440 - 232 - 48 - 40;

describe('LinesListScreen, the vendor order list', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('names the line 주문 250 · 상품 251, fits 1440 px, and puts the intro under the title', async () => {
    signInAs('30');
    stubFetch((path) => (path === P.orderList ? reply() : envelope('2000', [])));
    const { container } = renderBackOffice(
      <LinesListScreen view="order" intro={<section aria-label="이벤트 발주서">발주서</section>} />,
      { route: '/delivery/order' },
    );
    expect(await screen.findByText('주문 250 · 상품 251')).toBeTruthy();
    // The vendor's own name is no column of its own list.
    expect(screen.queryByRole('columnheader', { name: '공급사' })).toBeNull();
    const table = container.querySelector('table') as HTMLTableElement;
    expect(Number.parseInt(table.style.width || table.style.minWidth, 10)).toBeLessThanOrEqual(
      CONTENT_AT_1440,
    );

    const title = screen.getByRole('heading', { name: '주문 내역' });
    const intro = screen.getByRole('region', { name: '이벤트 발주서' });
    expect(title.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The upload dialog says the template comes filled with the lines to ship.
    fireEvent.click(screen.getByText('송장 엑셀 등록'));
    expect(await screen.findByText(/미리 채워져 있습니다/)).toBeTruthy();
  });

  it('tells the vendor which lines to pack with gift packaging and a message card', async () => {
    signInAs('30');
    stubFetch((path) =>
      path === P.orderList ? reply({ packageYn: 'Y', cardYn: 'Y' }) : envelope('2000', []),
    );
    renderBackOffice(<LinesListScreen view="order" />, { route: '/delivery/order' });
    expect(await screen.findByText('선물 포장 · 메시지 카드')).toBeTruthy();
  });

  it("an operator's order list also fits 1440 px, vendor and packer in one cell", async () => {
    signInAs('99999');
    stubFetch((path) =>
      path === P.orderList
        ? reply({ packerNm: '김*수' })
        : path.endsWith('managedFilterOptions.json')
          ? envelope('2000', { companies: [], events: [] })
          : envelope('2000', []),
    );
    const { container } = renderBackOffice(<LinesListScreen view="order" />, { route: '/delivery/order' });
    expect(await screen.findByText('포장 김*수')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '공급사 / 포장' })).toBeTruthy();
    const table = container.querySelector('table') as HTMLTableElement;
    expect(Number.parseInt(table.style.width || table.style.minWidth, 10)).toBeLessThanOrEqual(
      CONTENT_AT_1440,
    );
  });
});
