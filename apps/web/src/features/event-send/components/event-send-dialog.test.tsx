import { TAX_PATH, type TaxSendCheckReply } from '@pcs/domain';
import { EVENT_SEND_PATH } from '@pcs/domain/contracts/event-send';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { envelope } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { EventSendDialog } from './event-send-dialog';

const PEOPLE = [
  {
    unqUserId: 'U1',
    userId: 'minji.kim',
    userNm: '김*지',
    grupNm: '영업1팀',
    stateCd: '01',
    stateNm: '미접속',
  },
  {
    unqUserId: 'U2',
    userId: 'seojun.lee',
    userNm: '이*준',
    grupNm: '개발팀',
    stateCd: '02',
    stateNm: '접속',
  },
  { unqUserId: 'U3', userId: 'haeun.park', userNm: '박*은', grupNm: null, stateCd: '01', stateNm: '미접속' },
].map((p) => ({ ...p, allowedCnt: 1, usedCnt: 0 }));

type Body = Record<string, unknown>;

/** The tax check before an invitation (decision 051): nobody past a limit, or one person 70,000원 past it. */
const NO_WARNING: TaxSendCheckReply = {
  purpose: 'HOLIDAY',
  amountPerPerson: 90_000,
  peopleCnt: 3,
  warnings: [],
  message: null,
  addedVat: 0,
  recorded: false,
};
const ONE_WARNING: TaxSendCheckReply = {
  ...NO_WARNING,
  warnings: [
    {
      unqUserId: 'U1',
      userNm: '김민지',
      limit: 'VAT_HOLIDAY',
      limitLabel: '설날·추석',
      limitAmt: 100_000,
      givenBefore: 80_000,
      excess: 70_000,
      addedVat: 7_000,
    },
  ],
  message: '1명이 비과세 한도를 넘습니다. 자가공급 부가가치세 7,000원이 추가로 발생합니다.',
  addedVat: 7_000,
};

/** The server as the pop-up sees it: a preview and a send that count the chosen people, and the picker's list. */
function stubServer(taxCheck: TaxSendCheckReply = NO_WARNING) {
  const calls: { path: string; body: Body }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Body;
    calls.push({ path, body });
    const chosen = (body.unqUserIds as string[] | null) ?? null;
    const count = body.target === 'USERS' ? (chosen?.length ?? 0) : 3;
    if (path === API_PATH.eventRecipientList)
      return envelope('2000', { list: PEOPLE, totalCount: PEOPLE.length, page: 0, pageSize: 5 });
    if (path === EVENT_SEND_PATH.preview)
      return envelope('2000', {
        recipientCnt: count,
        noContactCnt: 0,
        sendChannel: 'SMS',
        maxBytes: 120,
        sampleList: [
          {
            unqUserId: 'U1',
            userNm: '김민지',
            recipient: '010-1234-****',
            channel: 'SMS',
            smsKind: 'LMS',
            subject: null,
            body: '김민지님 미리보기',
          },
        ],
      });
    if (path === EVENT_SEND_PATH.send)
      return envelope('2000', { eventSendSn: 41, recipientCnt: count, duplicateYn: 'N' });
    if (path === TAX_PATH.sendCheck)
      return envelope('2000', {
        ...taxCheck,
        recorded: body.acknowledge === 'Y' && taxCheck.warnings.length > 0,
      });
    return envelope('2000', null);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const answerDialog = async (ok: boolean) => {
  await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
  const [first] = useDialogs.getState().queue;
  useDialogs.getState().close(first!.id, ok);
};

describe('EventSendDialog', () => {
  it('warns before an invitation takes someone past a non-taxable limit: 취소 sends nothing, 확인 records it and sends', async () => {
    const calls = stubServer(ONE_WARNING);
    renderBackOffice(
      <EventSendDialog open eventSn={7} cmpyCd="C00001" channel="SMS" onClose={() => undefined} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: '문자 발송 (초대)' }));
    await waitFor(() => expect(dialog.getByTestId('send-count').textContent).toBe('발송 대상 3명'));
    fireEvent.click(screen.getByRole('button', { name: '발송' }));
    await waitFor(() => expect(dialogTexts()[0]).toContain(ONE_WARNING.message));
    expect(dialogTexts()[0]).toContain('김민지');
    expect(dialogTexts()[0]).toContain('추가 부가세 7,000원');
    await answerDialog(false);
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(0));
    expect(calls.filter((c) => c.path === EVENT_SEND_PATH.send)).toHaveLength(0);
    expect(calls.filter((c) => c.path === TAX_PATH.sendCheck).map((c) => c.body.acknowledge)).toEqual(['N']);

    fireEvent.click(screen.getByRole('button', { name: '발송' }));
    await waitFor(() => expect(dialogTexts()[0]).toContain(ONE_WARNING.message));
    await answerDialog(true);
    await waitFor(() => expect(dialogTexts()).toEqual(['3명에게 초대 문자(SMS/LMS)를 발송하시겠습니까?']));
    await answerDialog(true);
    await waitFor(() => expect(dialogTexts()).toEqual(['3명에게 발송을 등록했습니다.']));
    expect(calls.filter((c) => c.path === TAX_PATH.sendCheck).map((c) => c.body.acknowledge)).toEqual([
      'N',
      'N',
      'Y',
    ]);
    const order = calls
      .map((c) => c.path)
      .filter((p) => p === TAX_PATH.sendCheck || p === EVENT_SEND_PATH.send);
    expect(order.at(-1)).toBe(EVENT_SEND_PATH.send);
  }, 30_000);

  it('sends an edited text to two people picked in the pop-up and tells the count', async () => {
    const calls = stubServer();
    const onSent = vi.fn();
    renderBackOffice(
      <EventSendDialog
        open
        eventSn={7}
        cmpyCd="C00001"
        channel="SMS"
        onClose={() => undefined}
        onSent={onSent}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: '문자 발송 (초대)' }));

    // Pre-filled with the default invitation, its variables unfilled.
    const text = dialog.getByLabelText('보낼 문구') as HTMLTextAreaElement;
    expect(text.value).toContain('#{이름}님, 선물을 골라 주세요.');
    expect(text.value).toContain('바로가기: #{링크}');

    // An unknown variable is named at once, and nothing is asked of the server with it.
    fireEvent.change(text, { target: { value: '#{이름}님 #{직급} #{링크} #{마감일시}' } });
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '알 수 없는 변수가 있습니다: #{직급}. 목록에 있는 변수만 쓸 수 있습니다.',
    );
    // So is a text without the link.
    fireEvent.change(text, { target: { value: '#{이름}님, #{마감일시}까지 골라 주세요.' } });
    expect((await dialog.findByRole('alert')).textContent).toContain('#{링크} 변수를');
    // A chip puts the variable in.
    fireEvent.change(text, { target: { value: '#{이름}님, #{마감일시}까지 골라 주세요. ' } });
    fireEvent.click(dialog.getByRole('button', { name: '선물 고르기 링크 변수 #{링크} 넣기' }));
    await waitFor(() => expect(text.value).toBe('#{이름}님, #{마감일시}까지 골라 주세요. #{링크}'));
    expect(dialog.queryByRole('alert')).toBeNull();

    // Chosen people: pick two in the pop-up's own table.
    fireEvent.click(dialog.getByRole('radio', { name: '선택한 수령자' }));
    const table = within(await dialog.findByRole('table'));
    await table.findByText('minji.kim');
    for (const id of ['minji.kim', 'haeun.park']) {
      const row = table.getByText(id).closest('tr')!;
      fireEvent.click(within(row as HTMLElement).getByRole('checkbox'));
    }
    await waitFor(() => expect(dialog.getByText('2', { selector: 'strong' })).toBeTruthy());
    await waitFor(() => expect(dialog.getByTestId('send-count').textContent).toBe('발송 대상 2명'), {
      timeout: 3000,
    });
    expect(dialog.getByTestId('message-bytes').textContent).toBe('120 / 2,000바이트 · LMS');
    const previewed = calls.filter((c) => c.path === EVENT_SEND_PATH.preview).at(-1)!.body;
    expect(previewed).toMatchObject({ target: 'USERS', unqUserIds: ['U1', 'U3'] });

    fireEvent.click(screen.getByRole('button', { name: '발송' }));
    await waitFor(() => expect(dialogTexts()).toEqual(['2명에게 초대 문자(SMS/LMS)를 발송하시겠습니까?']));
    await answerDialog(true);
    await waitFor(() => expect(dialogTexts()).toEqual(['2명에게 발송을 등록했습니다.']));
    const sent = calls.find((c) => c.path === EVENT_SEND_PATH.send)!.body;
    expect(sent).toMatchObject({
      eventSn: 7,
      kind: 'INVITE',
      channel: 'SMS',
      target: 'USERS',
      unqUserIds: ['U1', 'U3'],
      body: '#{이름}님, #{마감일시}까지 골라 주세요. #{링크}',
      subject: null,
    });
    expect(String(sent.requestKey).length).toBeGreaterThanOrEqual(8);
    await answerDialog(true);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ recipientCnt: 2 })));
  }, 30_000);

  it('says an edited alimtalk goes by SMS/LMS, and sends the unedited default as null', async () => {
    const calls = stubServer();
    renderBackOffice(
      <EventSendDialog
        open
        eventSn={7}
        cmpyCd="C00001"
        channel="ALIMTALK"
        kind="REMIND"
        onClose={() => undefined}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: '알림톡 발송 (리마인드)' }));
    expect(
      dialog.queryByText('수정한 문구는 등록된 알림톡 템플릿과 달라 문자(SMS/LMS)로 발송됩니다.'),
    ).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === EVENT_SEND_PATH.preview)).toBe(true));
    expect(calls.find((c) => c.path === EVENT_SEND_PATH.preview)!.body).toMatchObject({
      kind: 'REMIND',
      target: 'NOT_APPLIED',
      body: null,
    });
    const text = dialog.getByLabelText('보낼 문구') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: `${text.value}\n감사합니다.` } });
    expect(
      await dialog.findByText('수정한 문구는 등록된 알림톡 템플릿과 달라 문자(SMS/LMS)로 발송됩니다.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '기본 문구로' }));
    await waitFor(() =>
      expect(
        dialog.queryByText('수정한 문구는 등록된 알림톡 템플릿과 달라 문자(SMS/LMS)로 발송됩니다.'),
      ).toBeNull(),
    );
  });
});
