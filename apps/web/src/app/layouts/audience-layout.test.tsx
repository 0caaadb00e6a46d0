import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-store';
import { signInAs } from '../../test/session';
import { AudienceLayout, AudienceScreen } from './audience-layout';

const backOffice = vi.fn(async () => ({ default: () => <h1>PCS 관리자</h1> }));
const recipientScreen = vi.fn(async () => ({ default: () => <p>내 문의 목록</p> }));
const staffScreen = vi.fn(async () => ({ default: () => <p>전체 문의 목록</p> }));

function renderQna() {
  const router = createMemoryRouter(
    [
      {
        element: <AudienceLayout backOffice={backOffice} />,
        children: [
          {
            path: '/serviceCenter/qna',
            element: <AudienceScreen recipient={recipientScreen} staff={staffScreen} />,
          },
        ],
      },
    ],
    { initialEntries: ['/serviceCenter/qna'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('one-to-one questions on a desktop', () => {
  afterEach(() => {
    useSession.setState({ loginUserData: null });
    vi.clearAllMocks();
  });

  it('a recipient gets the recipient layout and its own screen, never the back office', async () => {
    signInAs('20');
    renderQna();
    expect(await screen.findByText('내 문의 목록')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '선물 메뉴' });
    expect(within(nav).getByRole('link', { name: '1:1 문의' })).toBeTruthy();
    expect(screen.queryByText('PCS 관리자')).toBeNull();
    expect(backOffice).not.toHaveBeenCalled();
    expect(staffScreen).not.toHaveBeenCalled();
  });

  it('an operator gets the back office', async () => {
    signInAs('99999');
    renderQna();
    expect(await screen.findByText('PCS 관리자')).toBeTruthy();
    expect(recipientScreen).not.toHaveBeenCalled();
  });
});
