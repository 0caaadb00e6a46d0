import { MESSENGER_KINDS, MESSENGER_MESSAGES } from '@pcs/domain';
import { MESSENGER_PATH as M, type MessengerView } from '@pcs/domain/contracts/messenger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import MessengerPage from './messenger-page';

const view = (kind: MessengerView['kind'], over: Partial<MessengerView> = {}): MessengerView => ({
  kind,
  connected: false,
  secretHint: null,
  clientId: null,
  serviceAccount: null,
  botId: null,
  privateKeySet: false,
  notifyYn: 'Y',
  updatedDt: null,
  lastTestDt: null,
  lastTestOk: null,
  ...over,
});
const list = (slack: Partial<MessengerView> = {}) => ({
  cmpyCd: 'CLI001',
  list: MESSENGER_KINDS.map((k) => (k === 'SLACK' ? view(k, slack) : view(k))),
  anyHost: false,
});
const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

describe('the messenger setup (/integration/messenger)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('checks a Slack token before sending it, then connects with the typed token', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === M.list || path === M.save
        ? envelope('2000', path === M.save ? list({ connected: true, secretHint: 'xoxb-…abcd' }) : list())
        : envelope('2000', null),
    );
    renderBackOffice(<MessengerPage />);
    const slack = await cardOf('Slack');
    fireEvent.change(within(slack).getByLabelText('봇 토큰 (xoxb-...)'), { target: { value: 'xoxp-user' } });
    fireEvent.click(within(slack).getByRole('button', { name: '연결' }));
    expect(await within(slack).findByText(MESSENGER_MESSAGES.slackTokenInvalid)).toBeTruthy();
    expect(fetch.mock.calls.some(([path]) => path === M.save)).toBe(false);

    fireEvent.change(within(slack).getByLabelText('봇 토큰 (xoxb-...)'), {
      target: { value: 'xoxb-1-2-abcd' },
    });
    fireEvent.click(within(slack).getByRole('button', { name: '연결' }));
    await waitFor(() => expect(fetch.mock.calls.some(([path]) => path === M.save)).toBe(true));
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === M.save)?.[1].body));
    expect(body).toMatchObject({ kind: 'SLACK', botToken: 'xoxb-1-2-abcd', notifyYn: 'Y' });
  });

  it('shows a connected secret masked only, and asks before disconnecting', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === M.list
        ? envelope('2000', list({ connected: true, secretHint: 'xoxb-…abcd' }))
        : envelope('2000', list()),
    );
    renderBackOffice(<MessengerPage />);
    const slack = await cardOf('Slack');
    expect(within(slack).getByText('연결됨')).toBeTruthy();
    const token = within(slack).getByLabelText('봇 토큰 (xoxb-...)') as HTMLInputElement;
    expect(token.value).toBe('');
    expect(token.placeholder).toContain('xoxb-…abcd');
    fireEvent.click(within(slack).getByRole('button', { name: '연결 해제' }));
    await waitFor(() =>
      expect(useDialogs.getState().queue[0]?.text).toBe(MESSENGER_MESSAGES.disconnectConfirm('SLACK')),
    );
    // Declined: nothing is disconnected.
    const asked = useDialogs.getState().queue[0]!;
    useDialogs.getState().close(asked.id, false);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch.mock.calls.some(([path]) => path === M.disconnect)).toBe(false);
  });

  it("starts an operator on the operator company's own messengers", async () => {
    signInAs('15', { cmpyCd: 'OPR001', cmpyNm: '(주)이음너스' });
    const fetch = stubFetch((path) =>
      path === M.list ? envelope('2000', { ...list(), cmpyCd: 'OPR001' }) : envelope('2000', []),
    );
    renderBackOffice(<MessengerPage />);
    expect(await cardOf('잔디')).toBeTruthy();
    const asked = fetch.mock.calls.find(([path]) => path === M.list);
    expect(JSON.parse(String(asked?.[1].body))).toMatchObject({ cmpyCd: 'OPR001' });
    expect(screen.getByText(/운영사의 메신저에는 상품 승인 요청/)).toBeTruthy();
  });
});
