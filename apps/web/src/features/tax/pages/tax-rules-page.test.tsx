import { TAX_PATH, TAX_TEXT, type TaxRulesReply } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import TaxRulesPage from './tax-rules-page';

const WAIT = { timeout: 8000 };

const rules: TaxRulesReply = {
  statute: [
    {
      ruleSn: 1,
      ruleCd: 'VAT_HOLIDAY',
      kind: 'VAT_LIMIT',
      title: '명절·기념일 선물 공급 의제 제외',
      purposes: ['HOLIDAY', 'BIRTHDAY', 'FOUNDATION'],
      limitAmt: 100_000,
      maxCount: null,
      withinMonths: null,
      companyLimitYn: 'N',
      validFrom: '20250225',
      validTo: null,
      source: '부가가치세법 시행령 제19조의2 제3호',
      note: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  company: {
    cmpyCd: 'CLI009',
    cmpyNm: '새싹상사',
    holidayIncomeYn: 'Y',
    familyEventLimits: [{ kind: 'WEDDING', limitAmt: 200_000, validFrom: '20260101' }],
  },
};

/** The open Ant Design modal with this title, to query inside it. */
const modalTitled = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, WAIT);
  return within(heading.closest<HTMLElement>('.ant-modal')!);
};

const answer = (path: string) => {
  if (path === TAX_PATH.rules) return envelope('2000', rules);
  if (path === API_PATH.companyOptions) return envelope('2000', []);
  return envelope('2000', { ruleSn: 2, cmpyCd: 'CLI009' });
};

describe('the tax rules (/tax/rules)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it("names every missing field of a new statutory rule with the contract's messages and sends nothing", async () => {
    signInAs('99999');
    const fetch = stubFetch(answer);
    renderBackOffice(<TaxRulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /규칙 추가/ }, WAIT));
    const dialog = await modalTitled('법정 규칙 추가');
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('규칙 코드를 입력해 주세요.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('규칙 종류를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText(TAX_TEXT.titleRequired)).toBeTruthy();
    expect(screen.getByText(TAX_TEXT.purposesRequired)).toBeTruthy();
    expect(screen.getByText(TAX_TEXT.validFromInvalid)).toBeTruthy();
    expect(screen.getByText(TAX_TEXT.sourceRequired)).toBeTruthy();
    expect(fetch.mock.calls.filter(([path]) => path === TAX_PATH.saveStatuteRule)).toHaveLength(0);
  }, 60_000);

  it('checks the dates of a rule being changed: an end before its start is named on the end', async () => {
    signInAs('15');
    const fetch = stubFetch(answer);
    renderBackOffice(<TaxRulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: '수정' }, WAIT));
    const dialog = await modalTitled('법정 규칙 수정');
    const validTo = dialog.getByPlaceholderText('YYYY-MM-DD (없으면 계속)');
    fireEvent.change(validTo, { target: { value: '2024-12-31' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(TAX_TEXT.validToBeforeFrom, {}, WAIT)).toBeTruthy();
    expect(fetch.mock.calls.filter(([path]) => path === TAX_PATH.saveStatuteRule)).toHaveLength(0);
    fireEvent.change(validTo, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([path]) => path === TAX_PATH.saveStatuteRule)).toHaveLength(1),
    );
    const [, init] = fetch.mock.calls.find(([path]) => path === TAX_PATH.saveStatuteRule) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      ruleSn: 1,
      ruleCd: 'VAT_HOLIDAY',
      validFrom: '20250225',
      validTo: null,
    });
  }, 60_000);

  it("keeps a client manager's 경조 규정: no statutory edits, a duplicate row named, a row removed after a confirm", async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    const fetch = stubFetch(answer);
    renderBackOffice(<TaxRulesPage />);
    expect(await screen.findByText('새싹상사의 세무 규정', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /규칙 추가/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    // A second 결혼 row from the same day is a duplicate.
    fireEvent.click(screen.getByRole('button', { name: /경조 규정 추가/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '경조 종류 2' }));
    fireEvent.click((await screen.findAllByTitle('결혼', {}, WAIT)).at(-1)!);
    fireEvent.change(screen.getByRole('spinbutton', { name: '한도 금액 2' }), {
      target: { value: '300000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '적용 시작일 2' }), {
      target: { value: '2026-01-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(TAX_TEXT.duplicateFamilyLimit, {}, WAIT)).toBeTruthy();
    expect(fetch.mock.calls.filter(([path]) => path === TAX_PATH.saveCompanyRules)).toHaveLength(0);
    // Removing asks first.
    fireEvent.click(screen.getByRole('button', { name: '경조 규정 2 삭제' }));
    await waitFor(() => expect(dialogTexts()[0]).toMatch(/삭제하시겠습니까/));
  }, 60_000);
});
