import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths, webhooks } from './schema';

/** A typed client of the PCS public API: every path, parameter, body and reply as the OpenAPI document states. */
export type PcsClient = Client<paths>;

export type PcsClientOptions = {
  /** The server's origin, e.g. https://pcs.example.com: the paths already start with /api/v1. */
  baseUrl: string;
  /** The whole key as shown once when it was made: pcs_live_<prefix>_<secret>. */
  apiKey: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
};

/** The API takes the key as a bearer token (decision 038), on every call. */
export function createPcsClient({ baseUrl, apiKey, fetch }: PcsClientOptions): PcsClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${apiKey}` },
    ...(fetch ? { fetch } : {}),
  });
}
