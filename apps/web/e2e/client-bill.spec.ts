import { addMonths, kstYyyymm, yyyymmText } from '@pcs/domain';
import { CLIENT_BILL_PATH, type ClientBillListReply } from '@pcs/domain/contracts/client-bill';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

const CMPY = 'CLI001';

/** Decision 037 through the real screens: an operator confirms a draft month and issues its 세금계산서 on the test provider. */
test.describe('client bills', () => {
  test("an operator confirms the company's draft month and issues the tax invoice; the client manager reads it", async ({
    page,
    open,
  }) => {
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

    const admin = page;
    await signIn(admin, 'demo-admin');
    await admin.goto(`/settlement/client/list?yyyymmStart=${ym}&yyyymmEnd=${ym}`);
    await admin.getByTestId(`bill-${CMPY}-${ym}`).click();
    await expect(admin).toHaveURL(new RegExp(`/settlement/client/detail/${CMPY}/${ym}$`));
    await expect(admin.getByRole('heading', { name: `${yyyymmText(ym)} 청구서` })).toBeVisible();
    await screenshot(admin, 'client-bill-draft');

    await admin.getByRole('button', { name: '확정', exact: true }).click();
    expect(await acceptDialog(admin)).toContain('청구서를 확정하시겠습니까?');
    expect(await acceptDialog(admin)).toBe('확정했습니다.');
    await admin.getByRole('button', { name: '세금계산서 발행' }).click();
    expect(await acceptDialog(admin)).toBe('세금계산서를 발행하시겠습니까?');
    expect(await acceptDialog(admin)).toBe('세금계산서를 발행했습니다.');
    await expect(admin.getByText('계산서 발행', { exact: true }).first()).toBeVisible();
    const num = admin.getByTestId('nts-confirm-num').first();
    await expect(num).toHaveText(/^\d{8}-41000000-\d{8}$/);
    const issued = (await num.textContent()) ?? '';
    await expect(admin.getByRole('button', { name: '입금 확인' })).toBeVisible();
    await screenshot(admin, 'client-bill-issued', true);

    const client = (await open('desktop')).page;
    await signIn(client, 'demo-client');
    await client.goto(`/settlement/client/detail/${CMPY}/${ym}`);
    await expect(client.getByTestId('nts-confirm-num').first()).toHaveText(issued);
    await expect(client.getByRole('button', { name: 'PDF 다운로드' })).toBeVisible();
    await expect(client.getByRole('button', { name: '발행 취소' })).toHaveCount(0);
    await expect(client.getByRole('button', { name: '입금 확인' })).toHaveCount(0);
  });
});
