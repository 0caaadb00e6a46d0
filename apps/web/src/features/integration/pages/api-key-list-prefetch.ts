import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { apiKeysQuery } from '../api/api-keys';

/** /integration/apiKey/list's first query: the keys of every company (operators) or their own, no company picked. */
export const prefetch: ScreenPrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(apiKeysQuery({ cmpyCd: null }));
};
