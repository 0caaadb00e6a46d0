import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../test/render-back-office';
import { CompanyMultiSelect } from './company-multi-select';

const URL = '/v1/ebmp/pcs/drop-down/companyList.json';
const companies = [
  { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' },
  { cmpyCd: 'CLI002', cmpyNm: '푸른바다물산(주)' },
  { cmpyCd: 'CLI003', cmpyNm: '(주)미래솔루션' },
];
const bodyOf = (fetch: ReturnType<typeof stubFetch>, i = 0) =>
  JSON.parse(String(fetch.mock.calls[i]?.[1].body)) as Record<string, unknown>;

describe('CompanyMultiSelect (spec §5/§7 multi-select)', () => {
  it('posts requestType EXPORT plus the search params to the given URL, and shows "N개 선택" for the chosen', async () => {
    const fetch = stubFetch(() => envelope('2000', companies));
    renderBackOffice(
      <CompanyMultiSelect url={URL} method="POST" params={{ useYn: 'Y' }} value={['CLI001', 'CLI003']} />,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe(URL);
    expect(bodyOf(fetch)).toEqual({ requestType: 'EXPORT', useYn: 'Y' });
    expect(await screen.findByText('2개 선택')).toBeTruthy();
  });

  it('reads 전체 when nothing is chosen', () => {
    stubFetch(() => envelope('2000', companies));
    renderBackOffice(<CompanyMultiSelect url={URL} method="POST" value={[]} />);
    expect(screen.getByText('전체')).toBeTruthy();
  });

  it('does not call the server without a URL, with another method, or with an empty param under all-params-required', async () => {
    const fetch = stubFetch(() => envelope('2000', companies));
    renderBackOffice(
      <>
        <CompanyMultiSelect options={[{ value: 'A', label: 'A사' }]} method="POST" value={['A']} />
        <CompanyMultiSelect url={URL} method="GET" value={[]} />
        <CompanyMultiSelect url={URL} method="POST" requireAllParams params={{ cmpyTypeCd: '' }} value={[]} />
      </>,
    );
    expect(await screen.findByText('1개 선택')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls under all-params-required once every param is filled', async () => {
    const fetch = stubFetch(() => envelope('2000', companies));
    renderBackOffice(
      <CompanyMultiSelect
        url={URL}
        method="POST"
        requireAllParams
        params={{ cmpyTypeCd: '02' }}
        value={[]}
      />,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetch)).toEqual({ requestType: 'EXPORT', cmpyTypeCd: '02' });
  });

  it('a missing reply alerts 데이터가 정상적으로 조회되지 않았습니다.', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    renderBackOffice(<CompanyMultiSelect url={URL} method="POST" value={[]} />);
    await waitFor(() => expect(dialogTexts()).toEqual(['데이터가 정상적으로 조회되지 않았습니다.']));
  });

  it("other failures alert the server's messageText", async () => {
    stubFetch(() => envelope('4030', null, '조회권한이 없습니다.', 403));
    renderBackOffice(<CompanyMultiSelect url={URL} method="POST" value={[]} />);
    await waitFor(() => expect(dialogTexts()).toEqual(['조회권한이 없습니다.']));
  });
});
