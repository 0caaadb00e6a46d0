import { EVENT_SEND_PATH } from '@pcs/domain/contracts/event-send';
import { FUNNEL_PATH } from '@pcs/domain/contracts/funnel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { FunnelRecipients } from './funnel-recipients';

const row = (unqUserId: string, userNm: string, reached: string[]) => ({
  unqUserId,
  userNm,
  userId: unqUserId.toLowerCase(),
  grupNm: '영업팀',
  deliveredChannels: reached.includes('delivered') ? ['SMS'] : [],
  ...Object.fromEntries(
    ['sent', 'delivered', 'opened', 'loggedIn', 'chose', 'applied', 'doorDelivered'].map((s) => [
      s,
      reached.includes(s),
    ]),
  ),
});
const EVERYONE = [
  row('U1', '김*지', ['sent', 'delivered']),
  row('U2', '이*준', ['sent', 'delivered', 'opened']),
];

type Body = Record<string, unknown>;
function stubServer() {
  const calls: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Body;
      calls.push({ path, body });
      if (path === FUNNEL_PATH.recipients) {
        const list = body.filter === 'DELIVERED_NOT_OPENED' ? EVERYONE.slice(0, 1) : EVERYONE;
        return envelope('2000', { list, totalCount: list.length, page: 0, pageSize: 15 });
      }
      if (path === EVENT_SEND_PATH.send)
        return envelope('2000', { eventSendSn: 9, recipientCnt: 1, duplicateYn: 'N' });
      return envelope('2000', null);
    }),
  );
  return calls;
}

describe('FunnelRecipients', () => {
  it('lists by a filter and sends that filter a reminder only after the confirm', async () => {
    const calls = stubServer();
    renderBackOffice(<FunnelRecipients eventSn={7} canRemind />);
    await screen.findByText('수령자별 퍼널 (2명)');
    const remind = screen.getByRole('button', { name: '이 조건으로 리마인드' });
    // No filter: a reminder to "everyone" is the send pop-ups' job, not this one's.
    expect(remind).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '퍼널 조건' }));
    fireEvent.click(await screen.findByTitle('수신했으나 링크 미열람'));
    await screen.findByText('수령자별 퍼널 (1명)');
    expect(screen.getByLabelText('퍼널 발송, 수신')).toBeTruthy();
    await waitFor(() => expect(remind).toHaveProperty('disabled', false));
    fireEvent.click(remind);
    // happy-dom never finishes the modal's opening motion, so the dialog counts as hidden to role queries.
    const [modal] = await screen.findAllByRole('dialog', { hidden: true });
    expect(modal!.textContent).toContain('리마인드 발송');
    const dialog = within(modal!);
    expect(dialog.getByText(/'수신했으나 링크 미열람' 수령자 1명 중/)).toBeTruthy();
    expect(calls.filter((c) => c.path === EVENT_SEND_PATH.send)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: '발송', hidden: true }));
    await waitFor(() => expect(dialogTexts()).toEqual(['1명에게 리마인드 발송을 등록했습니다.']));
    const sent = calls.filter((c) => c.path === EVENT_SEND_PATH.send).map((c) => c.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      eventSn: 7,
      kind: 'REMIND',
      target: 'NOT_APPLIED',
      channel: 'SMS',
      funnelFilter: 'DELIVERED_NOT_OPENED',
      issuePwdYn: 'N',
    });
  }, 30_000);
});
