import { createHash, randomBytes } from 'node:crypto';
import {
  IDENTITY_MESSAGES,
  type LoginUserData,
  type SsoChannel,
  type SsoErrorCode,
  ssoSignInRoles,
  tokenEmailMatches,
} from '@pcs/domain';
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { throttleAddress } from '../../lib/throttle-address';
import { findUserByLoginId, startSession, takeAttempt } from '../auth';
import * as repo from './repository';
import { providerOf } from './sso-client';
import { sameState } from './sso-cookie';
import { callbackUrl } from './sso-settings';

type Deps = { db: Db; config: Config; now: () => Date };

const STATE_MINUTES = 10;
/** The one-time code the web app trades for a session lives a minute after the callback. */
const HANDOFF_MS = 60_000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** Every start writes a row: an address may start this many sign-ins a minute (login_throttle, as the login's). */
const STARTS_PER_MINUTE = 30;

/**
 * Where the browser goes next: the provider, the web app's hand-off page, or a login page with an error code; a
 * started sign-in also names its state, which the route binds to the browser (sso-cookie.ts).
 */
export type SsoRedirect = { location: string; state?: string };

const loginPage = (config: Config, channel: SsoChannel, error: SsoErrorCode) =>
  `${config.publicUrl}${channel === 'm' ? '/m/login' : '/login'}?ssoError=${error}`;

/**
 * GET /api/auth/sso/start?company=<cmpyCd or e-mail>&channel=pc|m: finds the company whose SSO is on (by code or
 * by an e-mail domain it listed), keeps state, nonce and PKCE verifier in the database for 10 minutes, and sends
 * the browser to the provider (authorization code with PKCE, decision 038). Limited per address (a redirect to the
 * login page with `busy` over the limit), and sign-ins that expired are dropped as new ones start.
 */
export async function startSso(
  deps: Deps,
  input: { company: string; channel: SsoChannel },
  clientIp: string,
): Promise<SsoRedirect> {
  const allowed = await takeAttempt(deps.db, `sso-start:${throttleAddress(clientIp)}`, deps.now(), {
    maxAttempts: STARTS_PER_MINUTE,
    windowMinutes: 1,
    lockMinutes: 1,
  });
  if (!allowed) return { location: loginPage(deps.config, input.channel, 'busy') };
  const given = input.company.trim();
  const domain = given.includes('@') ? given.slice(given.lastIndexOf('@') + 1).toLowerCase() : null;
  const row = !given ? null : await repo.findEnabledConfig(deps.db, domain ? { domain } : { cmpyCd: given });
  if (!row) return { location: loginPage(deps.config, input.channel, 'company') };
  let provider: client.Configuration;
  try {
    provider = await providerOf(deps.config, row);
  } catch {
    return { location: loginPage(deps.config, input.channel, 'provider') };
  }
  const now = deps.now();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  // Kept past expiry only for the hand-off minute of a callback made just before it.
  await repo.purgeStates(deps.db, new Date(now.getTime() - HANDOFF_MS));
  await repo.insertState(deps.db, {
    state,
    nonce,
    codeVerifier,
    cmpyCd: row.cmpyCd,
    channel: input.channel,
    expiresAt: new Date(now.getTime() + STATE_MINUTES * 60_000),
  });
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(deps.config),
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.href, state };
}

/**
 * GET /api/auth/sso/callback: takes the sign-in by its state once, requires the browser's sso cookie to name that
 * state (a sign-in started in another browser is refused: login CSRF, decision 038), trades the code (state, nonce and PKCE checked
 * by openid-client), checks the token belongs to the company (its e-mail domain), reads the configured claim and
 * finds the company's employee with that number among the roles its SSO may sign in (ssoSignInRoles). Refusals go back
 * to the login page with a code it shows in Korean; success to the web app with a one-time code.
 */
export async function finishSso(
  deps: Deps,
  rawQuery: string,
  browserState: string | null,
): Promise<SsoRedirect> {
  const params = new URLSearchParams(rawQuery);
  const state = params.get('state') ?? '';
  const now = deps.now();
  const flight = state && state.length <= 64 ? await repo.takeState(deps.db, state, now) : null;
  if (!flight) return { location: loginPage(deps.config, 'pc', 'expired') };
  const channel: SsoChannel = flight.channel === 'm' ? 'm' : 'pc';
  const refuse = (code: SsoErrorCode) => ({ location: loginPage(deps.config, channel, code) });
  if (!sameState(browserState, flight.state)) return refuse('browser');
  const row = await repo.findConfig(deps.db, flight.cmpyCd);
  if (row?.enabledYn !== 'Y') return refuse('company');

  let sabun: string | null = null;
  let claims: client.IDToken | undefined;
  try {
    const provider = await providerOf(deps.config, row);
    const tokens = await client.authorizationCodeGrant(
      provider,
      new URL(`${callbackUrl(deps.config)}?${rawQuery}`),
      {
        pkceCodeVerifier: flight.codeVerifier,
        expectedState: flight.state,
        expectedNonce: flight.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
    const claim = claims?.[row.employeeClaim];
    sabun = typeof claim === 'string' || typeof claim === 'number' ? String(claim).trim() : null;
  } catch {
    return refuse('provider');
  }
  if (!sabun) return refuse('employee');
  // The token, not what the person typed, says whose employee this is: a company that lists domains wants a
  // verified e-mail of one; one that lists none may not share its provider client with another company.
  if (row.emailDomains.length > 0) {
    if (!tokenEmailMatches(claims?.email, claims?.email_verified, row.emailDomains)) return refuse('domain');
  } else if (await repo.sharesProviderClient(deps.db, row.cmpyCd, row.issuer, row.clientId)) {
    return refuse('domain');
  }
  const roles = ssoSignInRoles(row.managerSignInYn === 'Y');
  const people = await repo.employeesBySabun(deps.db, flight.cmpyCd, sabun, roles);
  const person = people.length === 1 ? people[0] : undefined;
  if (person?.regStat !== 'ACCEPT') return refuse('employee');
  if (person.useYn !== 'Y') return refuse('inactive');
  if (person.lockYn === 'Y') return refuse('locked');

  const code = randomBytes(32).toString('base64url');
  await repo.setHandoff(deps.db, flight.state, sha256(code), person.unqUserId);
  return { location: `${deps.config.publicUrl}/sso/complete?code=${encodeURIComponent(code)}` };
}

/**
 * POST .../auth/sso/exchange.json: the one-time code (once, within a minute, and only in the browser whose sso
 * cookie names the sign-in's state) becomes a session of the product's
 * own, with the same login user data a password login returns. The person is checked again (locked meanwhile?).
 * The password plays no part in this sign-in, so neither its age nor a pending first login (a temporary password)
 * holds the session (startSession's viaSso).
 */
export async function exchangeSsoCode(
  deps: Deps,
  code: string,
  browserState: string | null,
): Promise<LoginUserData> {
  const refused = () => unauthorized(IDENTITY_MESSAGES.handoffInvalid);
  if (!browserState) throw refused();
  const taken = await repo.takeHandoff(
    deps.db,
    sha256(code),
    browserState,
    new Date(deps.now().getTime() - HANDOFF_MS),
  );
  if (!taken?.unqUserId) throw refused();
  const login = await repo.userById(deps.db, taken.unqUserId);
  const user = login ? await findUserByLoginId(deps.db, login.userId) : null;
  if (user?.useYn !== 'Y' || user.lockYn === 'Y' || user.regStat !== 'ACCEPT') throw refused();
  return startSession(deps, user, { viaSso: true });
}
