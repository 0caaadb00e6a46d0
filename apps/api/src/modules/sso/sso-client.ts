import * as client from 'openid-client';
import type { Config } from '../../config';
import { createSafeFetch, type SafeFetch } from '../../lib/safe-fetch';
import { decryptSecret } from '../../lib/secret-box';
import type { SsoConfigRow } from './repository';

/** Discovery results are kept briefly per company, and dropped when its settings change. */
const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { key: string; at: number; configuration: client.Configuration }>();
const fetchers = new Map<boolean, SafeFetch>();

/** The provider's calls go through the SSRF guard: the issuer is an address a company typed in. */
function customFetch(config: Config): client.CustomFetch {
  let safe = fetchers.get(config.outboundAllowPrivate);
  if (!safe) {
    safe = createSafeFetch({ allowPrivate: config.outboundAllowPrivate });
    fetchers.set(config.outboundAllowPrivate, safe);
  }
  const guarded = safe;
  return (url, options) =>
    guarded(url, {
      method: options.method,
      headers: options.headers,
      body:
        typeof options.body === 'string' ||
        options.body instanceof URLSearchParams ||
        options.body instanceof Uint8Array
          ? options.body
          : undefined,
      signal: options.signal,
      redirect: 'manual',
    });
}

export const forgetDiscovery = (cmpyCd: string): void => {
  cache.delete(cmpyCd);
};

/** openid-client's Configuration of a company's provider (discovery, cached). */
export async function providerOf(
  config: Config,
  row: Pick<SsoConfigRow, 'cmpyCd' | 'issuer' | 'clientId' | 'clientSecretEnc' | 'updatedAt'>,
): Promise<client.Configuration> {
  const key = `${row.issuer}|${row.clientId}|${row.updatedAt.getTime()}`;
  const hit = cache.get(row.cmpyCd);
  if (hit && hit.key === key && Date.now() - hit.at < CACHE_MS) return hit.configuration;
  const configuration = await discover(
    config,
    row.issuer,
    row.clientId,
    decryptSecret(config, row.clientSecretEnc),
  );
  cache.set(row.cmpyCd, { key, at: Date.now(), configuration });
  return configuration;
}

/** Discovery without the cache (the screen's 연결 확인). Plain http only when private addresses are allowed (tests). */
export async function discover(
  config: Config,
  issuer: string,
  clientId: string,
  clientSecret: string,
): Promise<client.Configuration> {
  const fetcher = customFetch(config);
  const configuration = await client.discovery(new URL(issuer), clientId, clientSecret, undefined, {
    [client.customFetch]: fetcher,
    timeout: 10,
    // Marked deprecated by the library on purpose: only for local providers in tests and closed networks.
    execute: config.outboundAllowPrivate ? [client.allowInsecureRequests] : [],
  });
  configuration[client.customFetch] = fetcher;
  return configuration;
}
