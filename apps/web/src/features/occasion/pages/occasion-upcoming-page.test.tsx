import {
  type LoginUserData,
  OCCASION_UPCOMING_PATH as P,
  TAX_PATH,
  type TaxSendCheckReply,
  type UpcomingRow,
} from '@pcs/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import OccasionUpcomingPage from './occasion-upcoming-page';

const manager: LoginUserData = {
  loginUserToken: 't',
  userId: 'manager',
  unqUserId: 'U1',
  userNm: '관리자',
  authCd: '25',
  authNm: '',
  solCd: '1020',
  menuMaster: [],
  firstLoginYn: 'N',
  pwdExpiredYn: 'N',
  cmpyCd: 'CLI001',
  cmpyNm: '한빛전자',
  loginDt: '20261126090000',
  preferredLanguage: null,
};

const row = (over: Partial<UpcomingRow>): UpcomingRow => ({
  occurrenceSn: 1,
  cmpyCd: 'CLI001',
  cmpyNm: '한빛전자',
  userId: 'sky',
  userNm: '김하늘',
  grupNm: '인사팀',
  occasionType: 'BIRTHDAY',
  occasionNm: '생일',
  occasionDayText: '양력 12월 12일',
  ruleSn: 1,
  ruleNm: '생일 선물',
  sendDt: '20261212',
  sendAt: '20261212090000',
  sendMoveText: null,
  overdue: false,
  lateYn: 'N',
  statCd: 'WAITING',
  statNm: '승인 대기',
  claimed: null,
  sentAt: null,
  skipReason: null,
  ...over,
});

const reply = (list: UpcomingRow[]) => ({
  list,
  totalCount: list.length,
  page: 0,
  pageSize: 15,
  fromDt: '20261210',
  toDt: '20270108',
  recentFromDt: '20261110',
  counts: [
    { statCd: 'WAITING', statNm: '승인 대기', count: list.filter((r) => r.statCd === 'WAITING').length },
    { statCd: 'SCHEDULED', statNm: '발송 예정', count: 0 },
    { statCd: 'SENT', statNm: '발송 완료', count: list.filter((r) => r.statCd === 'SENT').length },
    { statCd: 'SKIPPED', statNm: '건너뜀', count: 0 },
    { statCd: 'CANCELLED', statNm: '취소', count: 0 },
  ],
});

/** The tax check before a gift goes (decision 051): nobody past a limit unless a test says so. */
const taxCheck = (warned: boolean): TaxSendCheckReply => ({
  purpose: 'FAMILY_EVENT',
  amountPerPerson: 250_000,
  peopleCnt: 1,
  warnings: warned
    ? [
        {
          unqUserId: 'U1',
          userNm: '김하늘',
          limit: 'COMPANY_FAMILY_EVENT',
          limitLabel: '회사 경조 규정',
          limitAmt: 200_000,
          givenBefore: 0,
          excess: 50_000,
          addedVat: 0,
        },
      ]
    : [],
  message: warned ? '1명이 비과세 한도를 넘습니다. 자가공급 부가가치세 0원이 추가로 발생합니다.' : null,
  addedVat: 0,
  recorded: false,
});

function stubApi(list: UpcomingRow[], warned = false) {
  return stubFetch((path) => {
    if (path === P.list) return envelope('2000', reply(list));
    if (path === P.filterOptions) return envelope('2000', { rules: [] });
    if (path === P.sendNow) return envelope('2000', { occurrenceSn: 1, statCd: 'SENT', statNm: '발송 완료' });
    if (path === TAX_PATH.sendCheck) return envelope('2000', taxCheck(warned));
    return envelope('2000', null);
  });
}

describe('/occasion/upcoming', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it("offers each row the actions of its state, and shows a sent gift's choice", async () => {
    useSession.setState({ loginUserData: manager });
    stubApi([
      row({}),
      row({ occurrenceSn: 2, userNm: '강바람', statCd: 'SENT', statNm: '발송 완료', claimed: true }),
    ]);
    renderBackOffice(<OccasionUpcomingPage />);
    const table = await screen.findByRole('region', { name: '경조사 예정 목록' });
    const waiting = within((await within(table).findByText('김하늘')).closest('tr')!);
    for (const name of ['승인', '건너뛰기', '지금 발송'])
      expect(waiting.getByRole('button', { name })).toBeTruthy();
    const sent = within(within(table).getByText('강바람').closest('tr')!);
    expect(sent.queryByRole('button')).toBeNull();
    expect(sent.getByText('선택 완료')).toBeTruthy();
    expect(screen.getByText('승인 대기 1')).toBeTruthy();
    // A client manager's list is their own company's: no company filter.
    expect(screen.queryByLabelText('고객사')).toBeNull();
  });

  it("shows a lunar birthday's solar day this year and why its send day moved", async () => {
    useSession.setState({ loginUserData: manager });
    stubApi([
      row({
        occasionDayText: '음력 11월 18일 (올해 양력 12월 26일)',
        sendDt: '20261224',
        sendAt: '20261224090000',
        sendMoveText: '주말이라 12월 24일 목요일로 앞당김',
      }),
    ]);
    renderBackOffice(<OccasionUpcomingPage />);
    const table = await screen.findByRole('region', { name: '경조사 예정 목록' });
    const line = within((await within(table).findByText('김하늘')).closest('tr')!);
    expect(line.getByText('음력 11월 18일 (올해 양력 12월 26일)')).toBeTruthy();
    expect(line.getByText('주말이라 12월 24일 목요일로 앞당김')).toBeTruthy();
  });

  it('asks before sending now, then sends the one gift', async () => {
    useSession.setState({ loginUserData: manager });
    const fetch = stubApi([row({})]);
    renderBackOffice(<OccasionUpcomingPage />);
    const table = await screen.findByRole('region', { name: '경조사 예정 목록' });
    fireEvent.click(await within(table).findByRole('button', { name: '지금 발송' }));
    await waitFor(() =>
      expect(dialogTexts()).toEqual([
        '김하늘님의 생일 선물을 지금 발송하시겠습니까? 발송하면 되돌릴 수 없습니다.',
      ]),
    );
    expect(fetch.mock.calls.some(([path]) => path === P.sendNow)).toBe(false);
    const [confirm] = useDialogs.getState().queue;
    useDialogs.getState().close(confirm!.id, true);
    await waitFor(() => expect(dialogTexts()).toEqual(['발송했습니다.']));
    const call = fetch.mock.calls.find(([path]) => path === P.sendNow);
    expect(JSON.parse(String(call?.[1].body))).toEqual({ occurrenceSn: 1 });
  });

  it('warns first when the gift passes a limit; 취소 sends nothing', async () => {
    useSession.setState({ loginUserData: manager });
    const fetch = stubApi([row({})], true);
    renderBackOffice(<OccasionUpcomingPage />);
    const table = await screen.findByRole('region', { name: '경조사 예정 목록' });
    fireEvent.click(await within(table).findByRole('button', { name: '지금 발송' }));
    await waitFor(() => expect(dialogTexts()[0]).toContain('1명이 비과세 한도를 넘습니다.'));
    expect(dialogTexts()[0]).toContain('김하늘: 회사 경조 규정 한도 200,000원');
    const check = fetch.mock.calls.find(([path]) => path === TAX_PATH.sendCheck);
    expect(JSON.parse(String(check?.[1].body))).toMatchObject({
      ruleSn: 1,
      occurrenceSns: [1],
      acknowledge: 'N',
    });
    const [warning] = useDialogs.getState().queue;
    useDialogs.getState().close(warning!.id, false);
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(0));
    expect(fetch.mock.calls.some(([path]) => path === P.sendNow)).toBe(false);
  });

  it('shows the gifts sent in the last 30 days beside the next 30 days, with their state', async () => {
    useSession.setState({ loginUserData: manager });
    stubApi([
      row({
        occurrenceSn: 3,
        userNm: '이지난',
        occasionType: 'WEDDING',
        occasionNm: '결혼',
        sendDt: '20261201',
        sendAt: '20261209100000',
        lateYn: 'Y',
        statCd: 'SENT',
        statNm: '발송 완료',
        claimed: false,
        sentAt: '20261209100000',
      }),
      row({}),
    ]);
    renderBackOffice(<OccasionUpcomingPage />);
    expect(
      await screen.findByText(
        '오늘부터 30일 동안 보낼 경조사 선물 (2026.12.10 ~ 2027.01.08)과 지난 30일 동안 발송한 선물 (2026.11.10 ~ 2026.12.09)입니다. 승인이 필요한 선물은 승인해야 예정된 시각에 발송됩니다.',
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('region', { name: '경조사 예정 목록' });
    const past = within((await within(table).findByText('이지난')).closest('tr')!);
    expect(past.getByText('지난 30일 발송')).toBeTruthy();
    expect(past.getByText('발송 완료')).toBeTruthy();
    expect(past.getByText('미선택')).toBeTruthy();
    expect(past.queryByRole('button')).toBeNull();
    // A gift of the coming days is not marked as past.
    const coming = within(within(table).getByText('김하늘').closest('tr')!);
    expect(coming.queryByText('지난 30일 발송')).toBeNull();
  });

  it('says when the next 30 days hold nothing', async () => {
    useSession.setState({ loginUserData: manager });
    stubApi([]);
    renderBackOffice(<OccasionUpcomingPage />);
    expect(await screen.findByText('앞으로 30일 동안 보낼 경조사 선물이 없습니다.')).toBeTruthy();
  });
});
