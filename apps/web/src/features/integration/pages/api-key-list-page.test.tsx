import { API_KEY_MESSAGES, API_KEY_PATH as K } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import ApiKeyListPage from './api-key-list-page';

const row = {
  apiKeySn: 3,
  cmpyCd: 'CLI001',
  cmpyNm: '한빛전자(주)',
  keyNm: '인사시스템 연동',
  keyPrefix: 'pcs_live_abcdEFGH12_…',
  scopes: ['employees:read', 'orders:read'],
  perMinute: 600,
  createdAt: '2026-11-27T10:00:00+09:00',
  rotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  mode: 'LIVE',
  expiresAt: null,
  allowedIps: [],
  state: 'ACTIVE',
};
const ISSUED = `pcs_live_newPREFIX1_${'s'.repeat(43)}`;

describe('the API key list (/integration/apiKey/list)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('lists a client manager’s keys with their scopes and state', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    stubFetch((path) => (path === K.list ? envelope('2000', { list: [row] }) : envelope('2000', null)));
    renderBackOffice(<ApiKeyListPage />);
    expect(await screen.findByText('인사시스템 연동')).toBeTruthy();
    expect(screen.getByText('임직원 조회')).toBeTruthy();
    expect(screen.getByText('신청·배송 조회')).toBeTruthy();
    expect(screen.getByText('사용중')).toBeTruthy();
  });

  it('checks the form in Korean, creates for the manager’s own company and shows the key once', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === K.list
        ? envelope('2000', { list: [] })
        : path === K.create
          ? envelope('2000', { apiKeySn: 9, apiKey: ISSUED, keyPrefix: 'newPREFIX1' })
          : envelope('2000', null),
    );
    renderBackOffice(<ApiKeyListPage />);
    expect(await screen.findByText('만든 API 키가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '키 만들기' }));
    fireEvent.click(await screen.findByRole('button', { name: '만들기' }));
    await waitFor(() => expect(screen.getByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy());
    expect(screen.getByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    expect(fetch.mock.calls.some(([path]) => path === K.create)).toBe(false);

    fireEvent.change(screen.getByPlaceholderText('예: 인사시스템 연동'), { target: { value: 'HR 연동' } });
    fireEvent.click(screen.getByLabelText('임직원 조회 (employees:read)'));
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText(ISSUED)).toBeTruthy();
    expect(screen.getByText(API_KEY_MESSAGES.showOnce)).toBeTruthy();
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === K.create)?.[1].body));
    expect(body).toEqual({
      keyNm: 'HR 연동',
      scopes: ['employees:read'],
      cmpyCd: 'CLI001',
      mode: 'LIVE',
      expiresOn: null,
      allowedIps: [],
    });
    // A client manager is never offered the operator-only birth-year scope.
    expect(screen.queryByLabelText(/employees:birthdate/)).toBeNull();
  });

  it('makes a test key limited to addresses, and shows mode, expiry and addresses in the list', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const testRow = {
      ...row,
      apiKeySn: 4,
      keyNm: '샌드박스 키',
      mode: 'TEST',
      expiresAt: '2027-03-31T00:00:00.000+09:00',
      allowedIps: ['203.0.113.10', '198.51.100.0/24'],
      state: 'EXPIRED',
    };
    const fetch = stubFetch((path) =>
      path === K.list
        ? envelope('2000', { list: [testRow] })
        : path === K.create
          ? envelope('2000', { apiKeySn: 9, apiKey: ISSUED.replace('live', 'test'), keyPrefix: 'newPREFIX1' })
          : envelope('2000', null),
    );
    renderBackOffice(<ApiKeyListPage />);
    expect(await screen.findByText('샌드박스 키')).toBeTruthy();
    expect(screen.getByText('테스트(샌드박스)')).toBeTruthy();
    expect(screen.getByText('2027-03-31')).toBeTruthy();
    expect(screen.getByText('203.0.113.10, 198.51.100.0/24')).toBeTruthy();
    expect(screen.getAllByText('만료')).toHaveLength(2); // the column and the state

    fireEvent.click(screen.getByRole('button', { name: '키 만들기' }));
    fireEvent.change(await screen.findByPlaceholderText('예: 인사시스템 연동'), {
      target: { value: '샌드박스' },
    });
    fireEvent.click(screen.getByLabelText('임직원 조회 (employees:read)'));
    fireEvent.click(screen.getByRole('radio', { name: '테스트(샌드박스)' }));
    const ips = screen.getByLabelText('허용 IP');
    fireEvent.change(ips, { target: { value: '999.1.1.1' } });
    fireEvent.keyDown(ips, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText(API_KEY_MESSAGES.allowedIpInvalid)).toBeTruthy();
    expect(fetch.mock.calls.some(([path]) => path === K.create)).toBe(false);
  });

  it('offers an operator the birth-year scope', async () => {
    signInAs('15');
    stubFetch((path) =>
      path === K.list
        ? envelope('2000', { list: [] })
        : envelope('2000', path.includes('companyList') ? [] : null),
    );
    renderBackOffice(<ApiKeyListPage />);
    fireEvent.click(await screen.findByRole('button', { name: '키 만들기' }));
    expect(
      await screen.findByLabelText('임직원 생년월일(연도 포함) 조회 (employees:birthdate)'),
    ).toBeTruthy();
  });
});
