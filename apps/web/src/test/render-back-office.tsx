import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { BACK_OFFICE_MODAL } from '../components/back-office/window-config';
import { useDialogs } from '../lib/dialog';

/**
 * Renders a back-office building block as the layout does (Ant Design ko_KR, a query client, a router), with a
 * fresh query client that does not retry, so a failure shows at once (or `queryClient`, one a test filled first).
 */
export function renderBackOffice(
  ui: ReactElement,
  { route = '/', queryClient = testQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  useDialogs.setState({ queue: [] });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={koKR} modal={BACK_OFFICE_MODAL}>
          <AntApp>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A query client that does not retry, as renderBackOffice's own. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The texts of the alerts and confirms waiting in the dialog queue (lib/dialog), oldest first. */
export const dialogTexts = (): string[] => useDialogs.getState().queue.map((d) => d.text);
