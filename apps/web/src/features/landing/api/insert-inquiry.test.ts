import { API_PATH, toContactPayload } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fetch-stub';
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

/** Answers questionInsert with `questionCode` and downloadInsert with the brochure's file id. */
const server = (questionCode: string) =>
  stubFetch((path) =>
    path === API_PATH.questionInsert
      ? envelope(questionCode, { inquirySn: 1 }, '잠시 후 다시 시도해주세요.')
      : envelope('2000', { fileId: '42' }),
  );

describe('requestBrochure (spec §7: downloadInsert after a questionInsert that answered 2000)', () => {
  it('sends the same payload to questionInsert, then downloadInsert, and returns the download address', async () => {
    const fetch = server('2000');
    await expect(requestBrochure(payload)).resolves.toBe('/download/42/0');
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      API_PATH.questionInsert,
      API_PATH.downloadInsert,
    ]);
    for (const [, init] of fetch.mock.calls) expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('does not call downloadInsert when questionInsert did not answer 2000', async () => {
    const fetch = server('4290');
    await expect(requestBrochure(payload)).rejects.toMatchObject({ messageCode: '4290' });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([API_PATH.questionInsert]);
  });
});
