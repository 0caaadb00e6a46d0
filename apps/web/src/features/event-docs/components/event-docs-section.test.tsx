import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { EventDocsSection } from './event-docs-section';

const vendor = (vendorSn: number, vendorNm: string, lineCnt: number) => ({
  vendorSn,
  vendorNm,
  lineCnt,
  quantity: lineCnt,
  mailYn: 'Y' as const,
});

describe('EventDocsSection: purchase orders', () => {
  it('opens on a vendor with lines and counts only those for the mail', async () => {
    stubFetch((path) =>
      path === API_PATH.eventVendorList
        ? envelope('2000', { list: [vendor(1, '가나상회', 0), vendor(2, '하늘식품', 2)] })
        : envelope('2000', null),
    );
    renderBackOffice(<EventDocsSection eventSn={7} operator />);
    await screen.findByTitle('하늘식품 (2건 · 2개)');
    fireEvent.click(screen.getByRole('button', { name: '공급사 발주 메일' }));
    await waitFor(() => expect(dialogTexts()).toEqual(['공급사 1곳에 발주 메일을 보내시겠습니까?']));
  });

  it('says there is nothing to order yet when no vendor has lines', async () => {
    stubFetch((path) =>
      path === API_PATH.eventVendorList
        ? envelope('2000', { list: [vendor(1, '가나상회', 0)] })
        : envelope('2000', null),
    );
    renderBackOffice(<EventDocsSection eventSn={7} operator />);
    await screen.findByTitle('가나상회 (0건 · 0개)');
    fireEvent.click(screen.getByRole('button', { name: '공급사 발주 메일' }));
    await waitFor(() =>
      expect(dialogTexts()).toEqual(['아직 신청된 선물이 없어 발주 메일을 보낼 공급사가 없습니다.']),
    );
  });
});
