import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../../test/render-back-office';
import { ExcelUploadDialog } from './excel-upload-dialog';

/** A stand-in XMLHttpRequest: reports upload progress, then answers with the given status and envelope. */
function stubXhr(status: number, reply: unknown) {
  const sent: { url: string; body: FormData | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const props = {
  open: true,
  title: '임직원 엑셀 등록',
  cmpyCd: 'CLI001',
  templatePath: '/v1/ebmp/pcs/manage/user/excelTemplate.json',
  templateFileName: '사용자_등록양식',
  uploadPath: '/v1/ebmp/pcs/manage/user/excelUpload.json',
  noticeOption: true,
  onClose: () => {},
};
const xlsx = () =>
  new File(['PK'], '임직원.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function choose(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ExcelUploadDialog (building block "Excel import")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uploads the chosen file for the company and reports how many rows went in', async () => {
    const sent = stubXhr(200, {
      resultStatus: { messageCode: '2000', messageText: '' },
      resultData: { importedCount: 3 },
    });
    const onImported = vi.fn();
    renderBackOffice(<ExcelUploadDialog {...props} onImported={onImported} />);
    choose(xlsx());
    fireEvent.click(await screen.findByRole('button', { name: '업로드' }));
    expect(await screen.findByText('3건을 등록했습니다.')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(3);
    expect(sent[0]?.url).toBe(`${props.uploadPath}?cmpyCd=CLI001&sendNoticeYn=Y`);
    expect((sent[0]!.body!.get('file') as File).name).toBe('임직원.xlsx');
  });

  it('lists every bad row as row, column and message, and says nothing was imported', async () => {
    stubXhr(400, {
      resultStatus: {
        messageCode: '4000',
        messageText:
          '엑셀 파일에 오류가 2건 있습니다. 수정 후 다시 업로드해주세요. 등록된 데이터는 없습니다.',
      },
      resultData: {
        errorCount: 2,
        errors: [
          { row: 3, column: '휴대폰번호', message: '휴대폰 번호 11자리를 입력해주세요.' },
          { row: 4, column: '아이디', message: '파일 안에 중복된 값이 있습니다.' },
        ],
      },
    });
    const onImported = vi.fn();
    renderBackOffice(<ExcelUploadDialog {...props} onImported={onImported} />);
    choose(xlsx());
    fireEvent.click(await screen.findByRole('button', { name: '업로드' }));
    expect(
      await screen.findByText(
        '엑셀 파일에 오류가 2건 있습니다. 수정 후 다시 업로드해주세요. 등록된 데이터는 없습니다.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '3휴대폰번호휴대폰 번호 11자리를 입력해주세요.',
      '4아이디파일 안에 중복된 값이 있습니다.',
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it("a file refused as a whole (not an xlsx by content) shows the server's text", async () => {
    stubXhr(400, {
      resultStatus: { messageCode: '4000', messageText: '엑셀(xlsx) 파일만 업로드할 수 있습니다.' },
      resultData: null,
    });
    renderBackOffice(<ExcelUploadDialog {...props} onImported={() => {}} />);
    choose(xlsx());
    fireEvent.click(await screen.findByRole('button', { name: '업로드' }));
    expect(await screen.findByText('엑셀(xlsx) 파일만 업로드할 수 있습니다.')).toBeTruthy();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const sent = stubXhr(200, {});
    renderBackOffice(<ExcelUploadDialog {...props} onImported={() => {}} />);
    const big = xlsx();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByText('엑셀 파일은 20MB 이하만 업로드할 수 있습니다.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '업로드' }).hasAttribute('disabled')).toBe(true),
    );
    expect(sent).toEqual([]);
  });
});
