import { addMonths, kstYyyymm, yyyymmText } from '@pcs/domain';
import { CLIENT_BILL_PATH, type ClientBillListReply } from '@pcs/domain/contracts/client-bill';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  api,
  DESKTOP,
  e2eSkipped,
  newPage,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';

const CMPY = 'CLI001';

/** Decision 037 through the real screens: an operator confirms a draft month and issues its 세금계산서 on the test provider. */
describe.skipIf(e2eSkipped)('client bills', () => {
  const browser = useBrowser();

  it("an operator confirms the company's draft month and issues the tax invoice; the client manager reads it", async () => {
    // The demo leaves the latest ended month with orders a draft (last month when it has orders).
    const now = kstYyyymm(new Date());
    const range = {
      yyyymmStart: addMonths(now, -3),
      yyyymmEnd: addMonths(now, -1),
      cmpyCd: CMPY,
      pageSize: 100,
    };
    const listed = await api(CLIENT_BILL_PATH.list, range, await tokenOf('demo-admin'));
    const draft = (listed.resultData as ClientBillListReply).list.find(
      (r) => r.stat === 'DRAFT' && r.lineCnt > 0,
    );
    expect(draft, 'a draft month with orders in the demo data').toBeDefined();
    const ym = draft!.yyyymm;

    const admin = await newPage(browser(), DESKTOP);
    await signIn(admin.page, 'demo-admin');
    await admin.page.goto(`/settlement/client/list?yyyymmStart=${ym}&yyyymmEnd=${ym}`);
    await admin.page.getByTestId(`bill-${CMPY}-${ym}`).click();
    await admin.page.waitForURL(`**/settlement/client/detail/${CMPY}/${ym}`);
    await admin.page.getByRole('heading', { name: `${yyyymmText(ym)} 청구서` }).waitFor();
    await screenshot(admin.page, 'client-bill-draft');

    await admin.page.getByRole('button', { name: '확정', exact: true }).click();
    expect(await acceptDialog(admin.page)).toContain('청구서를 확정하시겠습니까?');
    expect(await acceptDialog(admin.page)).toBe('확정했습니다.');
    await admin.page.getByRole('button', { name: '세금계산서 발행' }).click();
    expect(await acceptDialog(admin.page)).toBe('세금계산서를 발행하시겠습니까?');
    expect(await acceptDialog(admin.page)).toBe('세금계산서를 발행했습니다.');
    await admin.page.getByText('계산서 발행', { exact: true }).first().waitFor();
    const num = await admin.page.getByTestId('nts-confirm-num').first().textContent();
    expect(num).toMatch(/^\d{8}-41000000-\d{8}$/);
    await admin.page.getByRole('button', { name: '입금 확인' }).waitFor();
    await screenshot(admin.page, 'client-bill-issued', true);

    const client = await newPage(browser(), DESKTOP);
    await signIn(client.page, 'demo-client');
    await client.page.goto(`/settlement/client/detail/${CMPY}/${ym}`);
    await client.page.getByTestId('nts-confirm-num').first().waitFor();
    expect(await client.page.getByTestId('nts-confirm-num').first().textContent()).toBe(num);
    await client.page.getByRole('button', { name: 'PDF 다운로드' }).waitFor();
    expect(await client.page.getByRole('button', { name: '발행 취소' }).count()).toBe(0);
    expect(await client.page.getByRole('button', { name: '입금 확인' }).count()).toBe(0);
  });
});
