import { MESSENGER_PATH, OCCASION_MESSAGES, OCCASION_RULE_PATH as P } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { OCCASION_RULE_TEXT as T } from '../texts';
import { OccasionRuleForm } from './occasion-rule-form';

const answer = (path: string) => {
  if (path === P.themes)
    return envelope('2000', { list: [{ tempSn: 7, tempNm: '생일 테마', goodsCount: 4 }] });
  if (path === API_PATH.groupTree) return envelope('2000', { cmpyCd: 'C00001', tree: [] });
  if (path === P.goods) return envelope('2000', { list: [], totalCount: 0, page: 0, pageSize: 100 });
  // The delivery chain field offers the company's connected messengers (decision 056): none here.
  if (path === MESSENGER_PATH.connected) return envelope('2000', { channels: [] });
  return envelope('2000', { ruleSn: 1, cmpyCd: 'C00001' });
};

/** A whole Ant Design form re-renders slowly on a loaded 2-core machine. */
const WAIT = { timeout: 8000 };

const renderForm = () =>
  renderBackOffice(
    <OccasionRuleForm cmpyCd="C00001" cmpyNm="경조상사" onDone={() => {}} onCancel={() => {}} />,
  );

const pick = async (field: string, label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByTitle(label));
};
const pickType = (label: string) => pick('경조사 유형', label);
const answerDialog = (ok: boolean) => {
  const current = useDialogs.getState().queue[0];
  if (current) useDialogs.getState().close(current.id, ok);
};

describe('OccasionRuleForm (/occasion/save)', () => {
  it('names the required fields with the save schema messages and sends nothing', async () => {
    const fetch = stubFetch(answer);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(OCCASION_MESSAGES.ruleNmRequired, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(OCCASION_MESSAGES.typeRequired)).toBeTruthy();
    expect(screen.getByText(OCCASION_MESSAGES.themeRequired)).toBeTruthy();
    // The fields say what is wrong: no alert on top, and nothing is sent.
    expect(dialogTexts()).toEqual([]);
    expect(fetch.mock.calls.filter(([path]) => path === P.save)).toHaveLength(0);
  });

  it('shows the celebration-word error of a condolence rule as it is typed', async () => {
    stubFetch(answer);
    renderForm();
    await pickType('조사');
    const alimtalk = screen.getByRole('textbox', { name: '알림톡 문구' });
    fireEvent.change(alimtalk, { target: { value: '#{이름}님 축하합니다. #{마감일시} #{링크}' } });
    expect(
      await screen.findByText(OCCASION_MESSAGES.celebrationInCondolence(['축하']), {}, WAIT),
    ).toBeTruthy();
    fireEvent.change(alimtalk, { target: { value: '#{이름}님 삼가 위로를 전합니다. #{마감일시} #{링크}' } });
    await waitFor(() =>
      expect(screen.queryByText(OCCASION_MESSAGES.celebrationInCondolence(['축하']))).toBeNull(),
    );
  });

  it('shows the variables of the occasion and fills the preview with the sample person', async () => {
    stubFetch(answer);
    renderForm();
    await pickType('입사기념일');
    expect(await screen.findByRole('button', { name: '#{근속연수} 넣기' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '#{관계} 넣기' })).toBeNull();
    const preview = screen.getByRole('region', { name: '문구 미리보기' });
    expect(preview.textContent).toContain('[경조상사] 홍길동님, 입사 10주년을 축하합니다.');
  });

  it('sends the rule after a confirm, empty texts as the defaults (null)', async () => {
    let done = false;
    const fetch = stubFetch(answer);
    renderBackOffice(
      <OccasionRuleForm
        cmpyCd="C00001"
        cmpyNm="경조상사"
        onDone={() => {
          done = true;
        }}
        onCancel={() => {}}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '규칙 이름' }), { target: { value: '생일 선물' } });
    await pickType('생일');
    await pick('선물 테마', '생일 테마 (상품 4개)');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(dialogTexts()).toEqual([T.saveConfirm]), WAIT);
    answerDialog(true);
    await waitFor(() => expect(dialogTexts()).toEqual([T.saved]), WAIT);
    answerDialog(true);
    await waitFor(() => expect(done).toBe(true));
    const [, init] = fetch.mock.calls.find(([path]) => path === P.save) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      cmpyCd: 'C00001',
      ruleNm: '생일 선물',
      occasionType: 'BIRTHDAY',
      goodsSource: 'THEME',
      tempSn: 7,
      prodSnList: [],
      channel: 'ALIMTALK',
      alimtalkText: null,
      cardText: null,
      sendWhen: 'ON_DAY',
      offsetDays: 0,
      sendTm: '09:00',
      openDays: 14,
      useYn: 'Y',
      approvalYn: 'N',
    });
  });
  it('takes Enter in the send time or the rule name without submitting the rule', () => {
    const fetch = stubFetch(answer);
    renderForm();
    // fireEvent answers false when the form kept the browser from submitting.
    const enter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });
    expect(enter(screen.getByLabelText('발송 시각 (한국 시간)'))).toBe(false);
    expect(enter(screen.getByRole('textbox', { name: '규칙 이름' }))).toBe(false);
    expect(fetch.mock.calls.filter(([path]) => path === P.save)).toHaveLength(0);
  });
});
