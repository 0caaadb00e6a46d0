import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '../components/ui/dialog-host';
import { queryClient } from '../lib/query-client';

/**
 * Providers every screen needs: server state and the one alert/confirm host. Ant Design's ConfigProvider is NOT
 * here on purpose: it lives in the back-office layout so recipient, mobile and landing chunks never load antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DialogHost />
    </QueryClientProvider>
  );
}
