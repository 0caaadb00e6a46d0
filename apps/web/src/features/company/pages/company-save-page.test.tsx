import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import CompanySavePage from './company-save-page';

const code = (cdId: string, cdNm: string, solCd: string) => ({
  cdId,
  cdNm,
  cdNameSpace: null,
  solCd,
  seqNo: 1,
  selected: false,
});
/** The company types and banks the form offers. */
const CODES = {
  solutionCodeMap: { '006': [code('02', '고객사', '1020')], '229': [code('004', '국민은행', '0000')] },
};

async function answerDialog(text: string, ok = true) {
  await waitFor(() => expect(useDialogs.getState().queue[0]?.text).toBe(text));
  const top = useDialogs.getState().queue[0]!;
  useDialogs.getState().close(top.id, ok);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CompanySavePage 세금계산서 정보 (decision 037)', () => {
  it('checks the fields as they are typed, names what an invoice still needs, and sends them', async () => {
    const fetch = stubFetch((path) =>
      path === API_PATH.multiSolutionCodes ? envelope('2000', CODES) : envelope('2000', { cmpyCd: 'CLI009' }),
    );
    renderBackOffice(<CompanySavePage />);
    expect(await screen.findByText('세금계산서 정보')).toBeTruthy();
    expect(
      screen.getByText(
        '세금계산서를 발행하려면 회사의 사업자 정보가 필요합니다: 사업자등록번호, 대표자, 업태, 종목, 사업장 주소, 세금계산서 이메일',
      ),
    ).toBeTruthy();

    type('세금계산서 이메일', 'tax-at-example');
    expect(await screen.findByText('세금계산서 이메일 형식을 맞춰주세요.')).toBeTruthy();
    type('대표자', '가'.repeat(51));
    expect(await screen.findByText('대표자는 50자 이내로 입력해주세요.')).toBeTruthy();
    // A number without its check digit is a warning only (spec §5 saves any 10 digits).
    type('사업자등록번호', '123-45-67890');
    expect(
      await screen.findByText(
        '유효하지 않은 사업자등록번호입니다. 세금계산서를 발행하려면 번호를 확인해주세요.',
      ),
    ).toBeTruthy();

    type('사업자등록번호', '220-81-62517');
    type('대표자', '김대표');
    type('업태', '제조업');
    type('종목', '전자부품');
    type('세금계산서 이메일', 'tax@example.com');
    await waitFor(() =>
      expect(
        screen.getByText('세금계산서를 발행하려면 회사의 사업자 정보가 필요합니다: 사업장 주소'),
      ).toBeTruthy(),
    );
    type('사업장 주소', '서울특별시 중구 세종대로 110');
    expect(await screen.findByText('세금계산서를 발행할 수 있습니다.')).toBeTruthy();

    type('회사명', '세금상사');
    fireEvent.mouseDown(screen.getByLabelText('회사유형'));
    fireEvent.click(await screen.findByTitle('고객사'));
    type('담당자명', '김담당');
    type('담당자 휴대폰', '010-1234-5678');
    type('담당자 이메일', 'boss@example.com');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await answerDialog('저장하시겠습니까?');
    await waitFor(() => expect(fetch.mock.calls.some(([p]) => p === API_PATH.companyCreate)).toBe(true));
    const call = fetch.mock.calls.find(([p]) => p === API_PATH.companyCreate)!;
    expect(JSON.parse(String(call[1].body))).toMatchObject({
      corporateRegNo: '2208162517',
      ceoNm: '김대표',
      bizType: '제조업',
      bizItem: '전자부품',
      bizAddr: '서울특별시 중구 세종대로 110',
      taxEmail: 'tax@example.com',
    });
    await answerDialog('저장되었습니다.');
  }, 30_000);
});
