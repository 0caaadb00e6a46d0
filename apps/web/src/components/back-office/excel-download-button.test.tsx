import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../test/render-back-office';
import { ExcelDownloadButton } from './excel-download-button';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PATH = '/v1/ebmp/pcs/manage/user/excel.json';
const file = () =>
  new Response(new Blob(['PK']), {
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="download_20260105.xlsx"; filename*=UTF-8''${encodeURIComponent('사용자목록_20260105.xlsx')}`,
    },
  });

describe('ExcelDownloadButton (building block "List screens")', () => {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  const body = (reason: string | null) => ({ useYn: 'Y', requestType: 'EXPORT', downloadReason: reason });

  it('asks why personal data is downloaded: under 5 characters is refused and nothing is sent', async () => {
    const fetch = stubFetch(file);
    renderBackOffice(<ExcelDownloadButton path={PATH} personalData fileName="사용자목록" body={body} />);
    fireEvent.click(screen.getByRole('button', { name: /엑셀 다운로드/ }));
    fireEvent.change(await screen.findByLabelText('다운로드 사유'), { target: { value: '확인' } });
    fireEvent.click(screen.getByRole('button', { name: '다운로드' }));
    expect(
      await screen.findByText('개인정보가 포함된 파일입니다. 다운로드 사유를 5자 이상 입력해주세요.'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the list filters with requestType EXPORT and the reason, and saves the file under its Korean name', async () => {
    const fetch = stubFetch(file);
    renderBackOffice(<ExcelDownloadButton path={PATH} personalData fileName="사용자목록" body={body} />);
    fireEvent.click(screen.getByRole('button', { name: /엑셀 다운로드/ }));
    fireEvent.change(await screen.findByLabelText('다운로드 사유'), {
      target: { value: '선물 발송 대상 확인' },
    });
    fireEvent.click(screen.getByRole('button', { name: '다운로드' }));
    await waitFor(() => expect(saved).toEqual(['사용자목록_20260105.xlsx']));
    expect(fetch.mock.calls[0]?.[0]).toBe(PATH);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({
      useYn: 'Y',
      requestType: 'EXPORT',
      downloadReason: '선물 발송 대상 확인',
    });
  });

  it("a refusal (too many rows) alerts the server's text and saves nothing", async () => {
    stubFetch(() =>
      envelope('4000', null, '다운로드할 수 있는 건수를 초과했습니다. 조회 조건을 좁혀주세요.', 400),
    );
    renderBackOffice(
      <ExcelDownloadButton path={PATH} personalData={false} fileName="회사목록" body={body} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /엑셀 다운로드/ }));
    await waitFor(() =>
      expect(dialogTexts()).toEqual(['다운로드할 수 있는 건수를 초과했습니다. 조회 조건을 좁혀주세요.']),
    );
    expect(saved).toEqual([]);
  });
});
