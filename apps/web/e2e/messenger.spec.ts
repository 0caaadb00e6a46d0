import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { MESSENGER_MESSAGES } from '@pcs/domain';
import { acceptDialog, expect, signIn, test } from './fixtures';

/**
 * 연동 설정 > 메신저 (decision 056): a client manager connects a Jandi incoming webhook that points at a small receiver
 * this test runs on 127.0.0.1 (the journeys' servers run with OUTBOUND_ALLOW_PRIVATE, so the product takes a local
 * address and the screen checks with the same rule), sends a test that the receiver gets, finds the URL masked after a
 * reload, and disconnects it behind the confirm.
 */
test.describe('messenger settings: a Jandi webhook end to end', () => {
  const posts: { path: string; accept: string; body: string }[] = [];
  let receiver: Server;
  let hookUrl = '';

  test.beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        posts.push({ path: req.url ?? '', accept: String(req.headers.accept ?? ''), body });
        res.statusCode = 200;
        res.end('');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/connect-api/webhook/e2e-secret-path`;
  });
  test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test('a client manager connects Jandi, tests it, sees it masked and disconnects it', async ({ page }) => {
    await signIn(page, 'demo-client');
    await page.goto('/integration/messenger');
    const jandi = page.getByRole('region', { name: '잔디' });
    await expect(jandi.getByText('연결 안 됨', { exact: true })).toBeVisible();
    const url = jandi.getByLabel('잔디 웹훅 URL');

    // Empty, then not an address: refused on the screen with the save's own messages.
    await jandi.getByRole('button', { name: '연결', exact: true }).click();
    await expect(jandi.getByRole('alert')).toHaveText(MESSENGER_MESSAGES.secretRequired);
    await url.fill('wh.jandi.com/webhook');
    await jandi.getByRole('button', { name: '연결', exact: true }).click();
    await expect(jandi.getByRole('alert')).toHaveText(MESSENGER_MESSAGES.jandiUrlInvalid);
    await expect(jandi.getByRole('button', { name: '테스트 발송' })).toBeDisabled();

    await url.fill(hookUrl);
    await jandi.getByRole('button', { name: '연결', exact: true }).click();
    expect(await acceptDialog(page)).toBe(MESSENGER_MESSAGES.saved('JANDI'));
    await expect(jandi.getByText('연결됨', { exact: true })).toBeVisible();
    await expect(url).toHaveValue('');

    await jandi.getByRole('button', { name: '테스트 발송' }).click();
    expect(await acceptDialog(page)).toBe(MESSENGER_MESSAGES.testSent('JANDI'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      path: '/connect-api/webhook/e2e-secret-path',
      accept: 'application/vnd.tosslab.jandi-v2+json',
    });
    expect(posts[0]?.body).toContain(MESSENGER_MESSAGES.testText);
    await expect(jandi.getByText(/마지막 테스트: .+ \(성공\)/)).toBeVisible();

    // After a reload the URL is shown masked only: its host and last characters, never the secret path.
    await page.reload();
    await expect(jandi.getByText('연결됨', { exact: true })).toBeVisible();
    await expect(url).toHaveValue('');
    await expect(url).toHaveAttribute(
      'placeholder',
      /^저장됨: http:\/\/127\.0\.0\.1:\d+\/…path \(바꿀 때만 입력\)$/,
    );
    await expect(page.getByText('e2e-secret-path')).toHaveCount(0);

    // Disconnecting asks first; declined, it stays connected.
    await jandi.getByRole('button', { name: '연결 해제' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(MESSENGER_MESSAGES.disconnectConfirm('JANDI'));
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(jandi.getByText('연결됨', { exact: true })).toBeVisible();
    await jandi.getByRole('button', { name: '연결 해제' }).click();
    expect(await acceptDialog(page)).toBe(MESSENGER_MESSAGES.disconnectConfirm('JANDI'));
    expect(await acceptDialog(page)).toBe(MESSENGER_MESSAGES.disconnected('JANDI'));
    await expect(jandi.getByText('연결 안 됨', { exact: true })).toBeVisible();
    await expect(jandi.getByRole('button', { name: '테스트 발송' })).toBeDisabled();
  });
});
