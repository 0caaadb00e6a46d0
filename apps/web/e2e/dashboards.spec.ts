import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { mailboxHas } from './catalogue-steps';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

type Expected = { eventNm: string; cmpyNm: string; recipients: number; applied: number }[];

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * What the demo data holds, counted straight from its rows: scripts/demo-running-events.ts runs the same seeded
 * builder into a private in-memory database and counts event_recipient with plain SQL.
 */
async function runningEventsOfDemoData(): Promise<Expected> {
  const { stdout } = await run(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/demo-running-events.ts'],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as Expected;
}

const run = promisify(execFile);
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** The value of a summary card by its title. */
async function card(page: Page, title: string): Promise<string> {
  const box = page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
  return (await box.locator('.ant-statistic-content').textContent()) ?? '';
}

/** The dashboards and the landing inquiry's answer, through the real screens. */
test.describe('dashboards', () => {
  let expected: Expected = [];
  test.beforeAll(async () => {
    expected = await runningEventsOfDemoData();
  });

  test('keeps ECharts in the lazy chunk of the dashboards: no landing, recipient or shared chunk carries it', async () => {
    const assets = path.resolve(import.meta.dirname, '../dist/assets');
    const withCharts: string[] = [];
    for (const file of await readdir(assets))
      if (file.endsWith('.js') && (await readFile(path.join(assets, file), 'utf8')).includes('echarts'))
        withCharts.push(file);
    expect(withCharts).toHaveLength(1);
    expect(withCharts[0]).toMatch(/^dashboard-screen-/);
  });

  test('demo-admin lands on the operator dashboard: charts draw, figures match the demo data', async ({
    page,
  }) => {
    await signIn(page, 'demo-admin');
    await expect(page).toHaveURL(/\/dashBoard\/etners$/);
    await expect(page.getByRole('heading', { name: '운영사 대시보드' })).toBeVisible();
    // Each chart is an ECharts canvas that has been drawn.
    for (const label of ['월별 신청 추이', '배송 현황', '카테고리별 선택']) {
      const chart = page.locator(`[data-chart="${label}"] canvas`).first();
      await expect(chart).toBeVisible();
      expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    }
    expect(expected.length).toBeGreaterThan(0);
    // The browser suite shares one demo server: other files open events and apply (event-setup, gift-journey), so
    // the totals are at least the seeded ones; each seeded event's own row below is compared exactly.
    expect(numberIn(await card(page, '진행 중인 이벤트'))).toBeGreaterThanOrEqual(expected.length);
    expect(numberIn(await card(page, '대상자'))).toBeGreaterThanOrEqual(
      expected.reduce((n, e) => n + e.recipients, 0),
    );
    const applied = expected.reduce((n, e) => n + e.applied, 0);
    const appliedText = await card(page, '신청');
    expect(appliedText).toMatch(/^[\d,]+명/);
    expect(Number(/^([\d,]+)명/.exec(appliedText)?.[1]?.replace(/,/g, ''))).toBeGreaterThanOrEqual(applied);
    // Each running event's row: recipients and not-applied with thousands commas.
    for (const e of expected) {
      const row = page
        .getByRole('region', { name: '진행 중인 이벤트' })
        .getByRole('row')
        .filter({ hasText: e.eventNm });
      await expect(row).toHaveCount(1);
      await expect(
        row.getByText(e.recipients.toLocaleString('en-US'), { exact: true }).first(),
      ).toBeVisible();
    }
    // The period in Korean year-month style (spec §5).
    await expect(page.locator('.ant-picker-range input').first()).toHaveValue(/^\d{4}년 \d{1,2}월$/);
    await screenshot(page, 'dashboard-etners-desktop', true);
  });

  test('demo-client sees only their own company, with groups and the not-applied link', async ({ page }) => {
    await signIn(page, 'demo-client');
    await expect(page).toHaveURL(/\/dashBoard\/client$/);
    await expect(page.getByRole('heading', { name: '고객사 대시보드' })).toBeVisible();
    await expect(page.getByText('그룹별 진행 현황')).toBeVisible();
    await expect(page.getByRole('combobox', { name: '회사' })).toHaveCount(0);
    const token = await tokenOf('demo-client');
    const own = await api(
      '/v1/ebmp/pcs/dashboard/client.json',
      { periodStart: '20000101', periodEnd: '20991231' },
      token,
    );
    const data = own.resultData as { events: { cmpyNm: string; eventNm: string; notApplied: number }[] };
    const companies = new Set(data.events.map((e) => e.cmpyNm));
    expect(companies.size).toBeLessThanOrEqual(1);
    // Other files of the suite may open events for this company too, so the seeded ones are a floor and the card
    // matches the server's own list, read just before or just after the screen (a summary round may fall between).
    const mine = expected.filter((e) => companies.has(e.cmpyNm));
    const running = numberIn(await card(page, '진행 중인 이벤트'));
    const after = await api(
      '/v1/ebmp/pcs/dashboard/client.json',
      { periodStart: '20000101', periodEnd: '20991231' },
      token,
    );
    const afterEvents = (after.resultData as { events: unknown[] }).events;
    expect([data.events.length, afterEvents.length]).toContain(running);
    expect(running).toBeGreaterThanOrEqual(mine.length);
    for (const e of mine) expect(data.events.map((d) => d.eventNm)).toContain(e.eventNm);
    expect(numberIn(await card(page, '대상자'))).toBeGreaterThanOrEqual(
      mine.reduce((n, e) => n + e.recipients, 0),
    );
    // Another company's dashboard is refused by the server, whatever the screen sends.
    const foreign = await api(
      '/v1/ebmp/pcs/dashboard/client.json',
      { periodStart: '20000101', periodEnd: '20991231', cmpyCds: ['SOMEONE'] },
      token,
    );
    expect(foreign.resultStatus.messageText).toBe('다른 고객사의 대시보드는 조회할 수 없습니다.');
    const first = data.events[0];
    if (first) {
      const link = page.getByRole('link', { name: `${first.eventNm} 미신청자 ${first.notApplied}` });
      await expect(link).toHaveAttribute('href', /^\/delivery\/notApply\/[^/]+\/\d+$/);
    }
    await screenshot(page, 'dashboard-client-desktop', true);
  });

  test('an operator answers a landing inquiry: mailed to the inquirer, listed as answered', async ({
    page,
  }) => {
    const companyNm = `답변회사${String(Date.now()).slice(-5)}`;
    const inserted = await api('/v1/eth/qna/question/questionInsert.json', {
      solCd: '05',
      faqCategoryCd: '01',
      companyNmTx: companyNm,
      managerNmTx: '김문의',
      emailTx: 'e2e-answer@example.com',
      phoneNoTx: '01012345678',
      qnaContentsTx: '명절 선물 견적 부탁드립니다.',
      personalInfoAgreeYn: 'Y',
      marketingAgreeYn: 'N',
    });
    expect(inserted.resultStatus.messageCode).toBe('2000');

    await signIn(page, 'demo-admin');
    await page.goto('/serviceCenter/inquiry');
    const row = page.getByRole('row').filter({ hasText: companyNm });
    await expect(row.getByText('답변대기')).toBeVisible();
    await row.click();
    const answer = `설 명절 선물 견적서를 메일로 보내드립니다. ${Date.now()}`;
    await page.getByRole('textbox', { name: /답변/ }).fill(answer);
    await screenshot(page, 'inquiry-answer-desktop');
    await page.getByRole('button', { name: '답변 등록' }).click();
    expect(await acceptDialog(page)).toBe(
      '답변을 등록하면 문의하신 분께 메일로 발송됩니다. 등록 하시겠습니까?',
    );
    expect(await acceptDialog(page)).toBe('답변이 등록되어 메일로 발송됩니다.');
    await expect(page.getByRole('button', { name: '답변 수정 후 재발송' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByText('답변완료')).toBeVisible();
    await expect.poll(() => mailboxHas(answer), { timeout: 15_000 }).toBe(true);
  });
});
