import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * 4xx means the request itself is wrong, expired or forbidden: asking again cannot help, so only network errors and
 * 5xx are retried. Screens alert failures themselves (useErrorAlert), so the alert shows once, in context.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; the router also uses it to refetch when the same route is opened again (spec §4). */
export const queryClient = createQueryClient();
