import { WEBHOOK_PATHS as W } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import WebhookListPage from './webhook-list-page';

const row = {
  subscriptionSn: 7,
  cmpyCd: 'CLI001',
  url: 'https://hr.example.com/hooks',
  eventTypes: ['gift.applied', 'employee.created'],
  description: '인사 시스템',
  activeYn: 'Y',
  disabledReason: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  lastDelivery: {
    status: 'FAILED',
    eventType: 'gift.applied',
    statusCode: 500,
    at: '2026-11-27T02:00:00.000Z',
  },
};

describe('the webhook list (/integration/webhook/list)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('shows a client manager their subscriptions with event tags and the last delivery', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === W.list ? envelope('2000', { list: [row] }) : envelope('2000', null),
    );
    renderBackOffice(<WebhookListPage />);
    await screen.findByText(row.url);
    expect(screen.getAllByText('선물 신청').length).toBeGreaterThan(0);
    expect(screen.getAllByText('임직원 등록').length).toBeGreaterThan(0);
    expect(screen.getByText('실패')).toBeTruthy();
    // A client manager names no company: the server uses theirs.
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === W.list)?.[1].body));
    expect(body.cmpyCd).toBeNull();
  });

  it('asks an operator for the company first, and checks the form before sending', async () => {
    signInAs('99999');
    const fetch = stubFetch((path) =>
      path === W.list ? envelope('2000', { list: [] }) : envelope('2000', []),
    );
    renderBackOffice(<WebhookListPage />);
    expect(await screen.findByText('고객사를 선택하면 웹훅 목록이 표시됩니다.')).toBeTruthy();
    expect(fetch.mock.calls.some(([path]) => path === W.list)).toBe(false);
    const add = screen.getByRole('button', { name: /웹훅 등록/ }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('refuses a URL that is not http(s) and an empty event choice with Korean messages', async () => {
    signInAs('25', { cmpyCd: 'CLI001', cmpyNm: '한빛전자(주)' });
    const fetch = stubFetch((path) =>
      path === W.list ? envelope('2000', { list: [] }) : envelope('2000', null),
    );
    renderBackOffice(<WebhookListPage />);
    expect(await screen.findByText(/등록된 웹훅이 없습니다/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /웹훅 등록/ }));
    const url = await screen.findByPlaceholderText('https://hr.example.com/webhooks/pcs');
    fireEvent.change(url, { target: { value: 'ftp://hr.example.com/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByText('수신 URL은 https:// 로 시작해야 합니다.')).toBeTruthy());
    expect(screen.getByText('이벤트를 하나 이상 선택해주세요.')).toBeTruthy();
    expect(fetch.mock.calls.some(([path]) => path === W.create)).toBe(false);
  });
});
