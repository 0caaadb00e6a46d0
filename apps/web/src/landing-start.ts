import { readEmbeddedData, seedEmbeddedReplies } from './features/landing/api/embedded-replies';
import { setRenderedMobile } from './hooks/use-is-mobile';
import { queryClient } from './lib/query-client';

/**
 * The start of a server-rendered landing page (boot.tsx `serverRendered`): the query cache takes the replies the
 * page was rendered with and the layout follows the server's guess of the device until hydration. False for a page
 * the server did not render.
 */
export function startServerRendered(): boolean {
  const embedded = readEmbeddedData(document);
  if (!embedded) return false;
  seedEmbeddedReplies(queryClient, embedded);
  setRenderedMobile(embedded.mobile);
  return true;
}
