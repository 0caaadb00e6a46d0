import { readFile } from 'node:fs/promises';
import { TAX_PATH, type TaxEmployeeReply, type TaxLedgerReply, type TaxSendCheckReply } from '@pcs/domain';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';
import { applyElsewhere, runningEventFor } from './recipients';

/**
 * The tax ledger (decision 051), end to end: the client manager writes the company's 경조 규정, an operator sends a
 * 명절 event that takes an employee past the non-taxable limit and sees the warning before it goes, the employee
 * takes the gift, the ledger shows it and the payroll file downloads. The event is the journey's own (made through
 * the API: the event set-up has its own journeys); the employee is a demo one with no 명절 gift this year.
 */
const COMPANY = 'CLI001';
const RECIPIENT = 'emp0017';
const GIFT_PRICE = 150_000;
const YEAR = new Date().getFullYear();
const EVENT = `추석 선물 세무 ${Date.now().toString(36)}`;
const PAYROLL_HEADER =
  '사번,성명,아이디,귀속,분류코드,분류,시가,과세금액,비과세금액,비과세사유코드,비과세사유';

const journey = { eventSn: 0, unqUserId: '', holidayBefore: 0 };

test.describe.configure({ mode: 'serial' });

test.describe('the tax ledger', () => {
  test.beforeAll(async () => {
    const admin = await tokenOf('demo-admin');
    const login = await api('/v1/ebmp/login.json', { userId: RECIPIENT, password: 'Demo1234!' });
    journey.unqUserId = (login.resultData as { unqUserId: string }).unqUserId;
    // The goods of the demo's running event, each at the gift's price: the employee takes one without options.
    journey.eventSn = await runningEventFor(admin, {
      cmpyCd: COMPANY,
      eventNm: EVENT,
      budgetAmt: GIFT_PRICE,
      eventPrice: GIFT_PRICE,
      unqUserIds: [journey.unqUserId],
      taxPurpose: 'HOLIDAY',
    });
    // The company's 경조 규정 as the demo seeds them: a retry of the journey writes its row again.
    const reset = await api(
      TAX_PATH.saveCompanyRules,
      {
        cmpyCd: COMPANY,
        holidayIncomeYn: 'Y',
        familyEventLimits: [
          { kind: 'WEDDING', limitAmt: 200_000, validFrom: '20240101' },
          { kind: 'CONDOLENCE', limitAmt: 100_000, validFrom: '20240101' },
          { kind: 'CHILD_SCHOOL', limitAmt: 50_000, validFrom: '20240101' },
        ],
      },
      admin,
    );
    expect(reset.resultStatus.messageCode, reset.resultStatus.messageText).toBe('2000');
    // The demo's 추석 event may already have given the employee a 명절 gift this year (its orders follow the date).
    const year = (await api(TAX_PATH.employee, { unqUserId: journey.unqUserId, year: YEAR }, admin))
      .resultData as TaxEmployeeReply;
    journey.holidayBefore = year.lines
      .filter((l) => l.purpose === 'HOLIDAY')
      .reduce((sum, l) => sum + l.amount, 0);
  });

  test('the client manager writes the company’s 경조 규정: 결혼 up to 200,000원', async ({ page }) => {
    await signIn(page, 'demo-client');
    await page.goto('/tax/rules');
    await expect(page.getByRole('heading', { name: '세무 규칙' })).toBeVisible();
    await expect(page.getByText('VAT_HOLIDAY', { exact: true })).toBeVisible();
    const card = page.getByTestId('company-tax-rules');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /경조 규정 추가/ }).click();
    const rows = card.locator('tr.ant-table-row');
    const n = await rows.count();
    await card.getByRole('combobox', { name: `경조 종류 ${n}` }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '결혼',
      })
      .click();
    await card.getByRole('spinbutton', { name: `한도 금액 ${n}` }).fill('200000');
    await card.getByRole('textbox', { name: `적용 시작일 ${n}` }).fill(`${YEAR}-01-01`);
    await screenshot(page, 'tax-1-company-rules', true);
    await card.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(page)).toBe('저장되었습니다.');
    const rules = await api(TAX_PATH.rules, { cmpyCd: null }, await tokenOf('demo-client'));
    expect(
      (rules.resultData as { company: { familyEventLimits: { kind: string; limitAmt: number }[] } }).company
        .familyEventLimits,
    ).toContainEqual(expect.objectContaining({ kind: 'WEDDING', limitAmt: 200_000 }));
  });

  test('an operator sends the 명절 invitation: the warning names the employee and the VAT, and the send goes on 확인', async ({
    page,
  }) => {
    const admin = await tokenOf('demo-opmanager');
    // What the warning will say, asked the way the screen asks (acknowledge N records nothing).
    const check = (await api(TAX_PATH.sendCheck, { eventSn: journey.eventSn }, admin))
      .resultData as TaxSendCheckReply;
    expect(check.warnings).toHaveLength(1);
    const warning = check.warnings[0]!;
    // 설날·추석: 100,000원 a year; what passes it is a deemed supply, 10% VAT (decision 051).
    const excess = journey.holidayBefore + GIFT_PRICE - 100_000;
    const addedVat = Math.floor(excess / 10);
    const wonText = `${addedVat.toLocaleString('ko-KR')}원`;
    expect(warning.givenBefore).toBe(journey.holidayBefore);
    expect(warning.excess).toBe(excess);
    expect(warning.addedVat).toBe(addedVat);
    expect(check.message).toContain(wonText);

    await signIn(page, 'demo-opmanager');
    await page.goto(`/event/history/send/${COMPANY}/${journey.eventSn}`);
    await expect(page.getByRole('heading', { name: '초대 및 리마인드 발송' })).toBeVisible();
    await page.getByRole('button', { name: '알림톡 발송' }).click();
    const dialog = page.getByRole('dialog', { name: '알림톡 발송 (초대)' });
    await expect(dialog.getByText('발송 대상 1명')).toBeVisible();
    await dialog.getByRole('button', { name: '발송' }).click();
    const text = await acceptDialog(page);
    expect(text).toContain(check.message ?? '');
    expect(text).toContain(warning.userNm);
    expect(text).toContain(`추가 부가세 ${wonText}`);
    expect(await acceptDialog(page)).toContain('1명에게');
    expect(await acceptDialog(page)).toBe('1명에게 발송을 등록했습니다.');
    // The acknowledgement was recorded: the event's tax block lists it.
    await page.goto(`/event/detail/${COMPANY}/${journey.eventSn}`);
    const block = page.getByTestId('tax-summary');
    await expect(block.getByText('명절 (설날·추석)')).toBeVisible();
    await expect(block.getByText(wonText)).toBeVisible();
    await screenshot(page, 'tax-2-event-tax-block', true);
  });

  test('the employee takes the gift; the ledger shows it as the API computes it, and the payroll CSV downloads', async ({
    page,
  }) => {
    await applyElsewhere(RECIPIENT, journey.eventSn, 1);
    const manager = await tokenOf('demo-client');
    const monthNo = new Date().getMonth() + 1;
    const expected = (
      await api(
        TAX_PATH.ledger,
        { year: YEAR, month: monthNo, searchText: RECIPIENT, page: 0, pageSize: 15 },
        manager,
      )
    ).resultData as TaxLedgerReply;
    const row = expected.page.list.find((r) => r.userId === RECIPIENT)!;
    expect(row.figures.byPurpose.HOLIDAY).toBeGreaterThanOrEqual(GIFT_PRICE);
    expect(row.figures.selfSupplyVat).toBeGreaterThan(0);

    await signIn(page, 'demo-client');
    await page.goto(`/tax/ledger?year=${YEAR}&month=${monthNo}&searchText=${RECIPIENT}`);
    const link = page.getByTestId(`tax-row-${RECIPIENT}`);
    await expect(link).toBeVisible();
    const tr = page.locator('tr.ant-table-row').filter({ has: link });
    const won = (n: number) => n.toLocaleString('ko-KR');
    await expect(
      tr.getByRole('cell', { name: won(row.figures.byPurpose.HOLIDAY), exact: true }).first(),
    ).toBeVisible();
    await expect(
      tr.getByRole('cell', { name: won(row.figures.selfSupplyVat), exact: true }).first(),
    ).toBeVisible();
    await expect(
      tr.getByRole('cell', { name: won(row.figures.incomeTaxable), exact: true }).first(),
    ).toBeVisible();
    await screenshot(page, 'tax-3-ledger', true);
    // The whole month beside its bills: the ledger's market value and customer gifts are what the bills charge.
    const month = (await api(TAX_PATH.ledger, { year: YEAR, month: monthNo, page: 0, pageSize: 15 }, manager))
      .resultData as TaxLedgerReply;
    await page.goto(`/tax/ledger?year=${YEAR}&month=${monthNo}`);
    const totals = page.getByTestId('tax-totals');
    await expect(totals).toContainText(won(month.billedAmt));
    expect(month.totals.marketValue + month.totals.clientGifts).toBe(month.billedAmt);
    await expect(totals.getByText('청구 금액과 일치')).toBeVisible();
    await page.goto(`/tax/ledger?year=${YEAR}&month=${monthNo}&searchText=${RECIPIENT}`);

    // The payroll file of the month, as CSV, with a reason.
    await page.getByRole('button', { name: '급여 반영 파일' }).click();
    const modal = page.getByRole('dialog', { name: '급여 반영 파일 다운로드' });
    await modal.getByRole('radio', { name: 'CSV' }).check();
    await modal.getByLabel('다운로드 사유').fill('이번 달 급여 반영');
    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: '다운로드' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(PAYROLL_HEADER);
    expect(lines.some((l) => l.includes(`,${RECIPIENT},`) && l.includes(',HOLIDAY,'))).toBe(true);

    // The row opens the employee's year, gift by gift.
    await link.click();
    await expect(page.getByRole('heading', { name: '임직원 세무 상세' })).toBeVisible();
    await expect(page.getByText(EVENT).first()).toBeVisible();
    await screenshot(page, 'tax-4-employee', true);
  });
});
