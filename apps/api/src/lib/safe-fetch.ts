import dns, { type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Outbound HTTP to addresses companies type in (webhook URLs, OIDC issuers; decision 038), guarded against SSRF:
 * https only, every address the name resolves to must be public unicast, and the check runs inside the socket's own
 * lookup, so the address checked is the one connected to (no DNS-rebinding gap). No redirects; short timeouts.
 * `allowPrivate` (OUTBOUND_ALLOW_PRIVATE) lifts the scheme and address rules for tests and closed networks.
 */
export type SafeFetchOptions = { allowPrivate: boolean; timeoutMs?: number };

export type SafeFetch = (url: string | URL, init?: SafeFetchInit) => Promise<Response>;
type SafeFetchInit = {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | URLSearchParams;
  signal?: AbortSignal;
  redirect?: 'manual' | 'error' | 'follow';
};

/** Why a URL or address was refused; the message is safe to show to the person who entered the URL. */
export class OutboundBlockedError extends Error {
  constructor(readonly reason: 'scheme' | 'credentials' | 'address' | 'host') {
    super(`outbound request blocked: ${reason}`);
    this.name = 'OutboundBlockedError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** IPv6's global unicast block (2000::/3): everything a public host can have. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True when an address may be connected to: public unicast only (never loopback, private, link-local, ...). An
 * IPv6 address must also lie in 2000::/3: ipaddr.js calls the deprecated IPv4-compatible block (::/96, e.g.
 * [::7f00:1] for 127.0.0.1) "unicast", and some stacks still route it to the embedded IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** Checks what can be checked before resolving: the scheme, credentials, and a literal address host. */
export function checkOutboundUrl(url: URL, allowPrivate: boolean): void {
  if (url.username || url.password) throw new OutboundBlockedError('credentials');
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new OutboundBlockedError('scheme');
  if (!url.hostname) throw new OutboundBlockedError('host');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
    throw new OutboundBlockedError('address');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A socket lookup that refuses a name if any of its addresses is not public. Node calls it with `{ all: true }`
 * (happy eyeballs) and then wants the list back; older callers want one address and its family.
 */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(Object.assign(new OutboundBlockedError('address'), { code: 'EADDRBLOCKED' }), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}

/** Makes the guarded fetch. One agent per setting, kept for the process's life (connection reuse). */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agent = new Agent({
    connect: {
      timeout: Math.min(timeoutMs, 5_000),
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return async (input, init = {}) => {
    const url = new URL(input);
    checkOutboundUrl(url, options.allowPrivate);
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await undiciFetch(url, {
      method: init.method ?? 'GET',
      // The global Headers and undici's own differ in type only: pass plain pairs.
      headers: init.headers instanceof Headers ? Object.fromEntries(init.headers.entries()) : init.headers,
      body: init.body,
      redirect: init.redirect === 'follow' ? 'manual' : (init.redirect ?? 'manual'),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      dispatcher: agent,
    });
    // undici's Response is the same class the global fetch returns on Node 20+, shape for shape.
    return response as unknown as Response;
  };
}

/** Reads at most `limit` bytes of a body as text (a short excerpt for logs), then drops the rest. */
export async function readExcerpt(response: Response, limit = 65_536): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
