import { API_PATH, toContactPayload } from '@pcs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBrochure } from './insert-inquiry';

const payload = toContactPayload({
  companyNmTx: '주식회사 테스트',
  managerNmTx: '김담당',
  phoneNoTx: '010-1234-5678',
  qnaContentsTx: '서비스 소개서를 요청합니다.',
  emailTx: 'sales@example.com',
  personalInfoAgreeYn: true,
  marketingAgreeYn: false,
});

const envelope = (messageCode: string, resultData: unknown = null) =>
  new Response(
    JSON.stringify({ resultStatus: { messageCode, messageText: '잠시 후 다시 시도해주세요.' }, resultData }),
  );

/** Answers questionInsert with `questionCode` and downloadInsert with the brochure's file id; records the paths. */
function stubServer(questionCode: string) {
  const fetch = vi.fn(async (path: string, _init: RequestInit) =>
    path === API_PATH.questionInsert
      ? envelope(questionCode, { inquirySn: 1 })
      : envelope('2000', { fileId: '42' }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('requestBrochure (spec §7: downloadInsert after a questionInsert that answered 2000)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same payload to questionInsert, then downloadInsert, and returns the download address', async () => {
    const fetch = stubServer('2000');
    await expect(requestBrochure(payload)).resolves.toBe('/download/42/0');
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      API_PATH.questionInsert,
      API_PATH.downloadInsert,
    ]);
    for (const [, init] of fetch.mock.calls) expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('does not call downloadInsert when questionInsert did not answer 2000', async () => {
    const fetch = stubServer('4290');
    await expect(requestBrochure(payload)).rejects.toMatchObject({ messageCode: '4290' });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([API_PATH.questionInsert]);
  });
});
