import { API_PATH } from '@pcs/domain/contracts/paths';
import type { QueryClient } from '@tanstack/react-query';
import { landingKeys } from './landing-query-keys';
import { byCategoryReplyCheck, byThemeReplyCheck } from './light-checks';

/**
 * The catalogue replies a server-rendered landing page carries: the server renders /intro/* with them and
 * puts the same replies in the page as JSON (`<script type="application/json" id="pcs-landing-data">`), so the
 * browser hydrates with the data the HTML was made from and asks for nothing on first load.
 */
export type EmbeddedLandingData = {
  /** When the server read the replies (ms since epoch): their age for the queries' staleTime. */
  at: number;
  /** The server's guess of a phone (from the request), the layout the HTML was rendered in. */
  mobile: boolean;
  /** resultData by API path. */
  replies: Record<string, unknown>;
};

export const EMBEDDED_DATA_ELEMENT_ID = 'pcs-landing-data';

/** The API paths a landing page may embed, with their query keys and reply checks. */
const EMBEDDABLE = [
  { path: API_PATH.landingByCategory, key: landingKeys.byCategory(), check: byCategoryReplyCheck },
  { path: API_PATH.landingByEventTheme, key: landingKeys.byTheme(), check: byThemeReplyCheck },
] as const;

/** API paths the server embeds for a landing page. */
export const EMBEDDED_PATHS: readonly string[] = EMBEDDABLE.map((e) => e.path);

/** Puts the embedded replies into the query cache (each checked like a reply; one that does not fit is skipped). */
export function seedEmbeddedReplies(client: QueryClient, data: EmbeddedLandingData): void {
  for (const { path, key, check } of EMBEDDABLE) {
    if (!(path in data.replies)) continue;
    const parsed = check.safeParse(data.replies[path]);
    if (parsed.success) client.setQueryData(key, parsed.data, { updatedAt: data.at });
  }
}

/** The page's embedded data, or null (a page the server did not render). */
export function readEmbeddedData(doc: Document): EmbeddedLandingData | null {
  const text = doc.getElementById(EMBEDDED_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as EmbeddedLandingData;
    return typeof data.at === 'number' && typeof data.replies === 'object' ? data : null;
  } catch {
    return null;
  }
}
