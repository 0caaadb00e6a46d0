import {
  ACCOUNT_MESSAGES,
  type AuthCd,
  hasSolution,
  isAuthCd,
  isPasswordExpired,
  MESSAGE_CODE,
} from '@pcs/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hashToken, isSsoSessionToken } from '../lib/opaque-token';
import { findLiveSession, revokeSession, type SessionCache, touchSession } from '../modules/session';
import { forbidden, unauthorized } from './errors';

/** Who is calling: resolved from the token on every protected request. */
export type AuthUser = {
  unqUserId: string;
  userId: string;
  userNm: string;
  authCd: AuthCd;
  cmpyCd: string | null;
  vendorSn: number | null;
  tokenHash: string;
  /** The session was opened by a company sign-in (decision 038). */
  viaSso?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's loginUserToken as sent, kept before the schema strips fields it does not name. */
    bodyToken: string | null;
  }
}

/** Keeps the body's loginUserToken before validation, so every route accepts it whatever its schema lists. */
export function captureBodyToken(request: FastifyRequest): void {
  const value = (request.body as { loginUserToken?: unknown } | null | undefined)?.loginUserToken;
  request.bodyToken = typeof value === 'string' && value ? value : null;
}

/**
 * The caller's token (spec §7 "Calls carry loginUserToken in the body"): `Authorization: Bearer` (any case) or the
 * body field. The query string only where a route takes a handed-over token (the solution launch, entry at '/'):
 * URLs end up in histories, logs and Referer headers.
 */
export function readToken(request: FastifyRequest, options: { fromQuery?: boolean } = {}): string | null {
  const header = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (header) return header;
  if (request.bodyToken) return request.bodyToken;
  if (!options.fromQuery) return null;
  const fromQuery = (request.query as { loginUserToken?: unknown } | undefined)?.loginUserToken;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

/**
 * What a session may do (spec §4 Login). A first-login session may only finish the first login; a session whose
 * password expired may only change it; both may log out. Everything else needs a full session.
 */
export const SESSION_KIND = {
  full: 'full',
  firstLogin: 'firstLogin',
  passwordExpired: 'passwordExpired',
} as const;
export type SessionKind = (typeof SESSION_KIND)[keyof typeof SESSION_KIND];

/** Business calls. */
export const FULL_SESSION: readonly SessionKind[] = [SESSION_KIND.full];
/** The first-login steps (form data, phone auth number, new password, profile image). */
export const FIRST_LOGIN_SESSION: readonly SessionKind[] = [SESSION_KIND.firstLogin];
/** Changing the password: from my page, or because it expired. */
export const PASSWORD_CHANGE_SESSIONS: readonly SessionKind[] = [
  SESSION_KIND.full,
  SESSION_KIND.passwordExpired,
];
/** Logout, the hand-off of a token and the caller's own files. */
export const EVERY_SESSION: readonly SessionKind[] = Object.values(SESSION_KIND);

export type Guard = (
  roles: readonly AuthCd[],
  sessions?: readonly SessionKind[],
  options?: { tokenFromQuery?: boolean },
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const TOUCH_INTERVAL_MS = 60_000;

/**
 * The one mechanism for authentication, session kinds and role checks (ASVS 4.1.1, 1.4.4). Every protected route
 * names its roles and, when not a business call, the session kinds it serves; tenant and object checks happen in the
 * use case with the AuthUser this sets.
 */
export function createGuard(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  sessionCache?: SessionCache | undefined;
}): Guard {
  return (roles, sessions = FULL_SESSION, options = {}) => {
    const hook = async (request: FastifyRequest) => {
      const token = readToken(request, { fromQuery: options.tokenFromQuery === true });
      if (!token) throw unauthorized();
      const tokenHash = hashToken(token);
      const viaSso = isSsoSessionToken(token);
      const now = deps.now();
      const lookUp = () => findLiveSession(deps.db, tokenHash, now);
      let session = deps.sessionCache
        ? await deps.sessionCache.find(
            tokenHash,
            now,
            lookUp,
            (s) =>
              s.useYn === 'Y' &&
              sessionKind(s, now, deps.config.password.maxAgeDays, viaSso) === SESSION_KIND.full,
          )
        : await lookUp();
      if (session?.useYn !== 'Y') throw unauthorized(undefined, { code: MESSAGE_CODE.tokenExpired });
      const idleLimit = deps.config.session.idleMinutes * 60_000;
      // A kept session does not hear of another process's touch (touches send no notice): read it before ending it.
      if (deps.sessionCache && now.getTime() - session.lastUsedAt.getTime() > idleLimit)
        session = await lookUp();
      if (session?.useYn !== 'Y') throw unauthorized(undefined, { code: MESSAGE_CODE.tokenExpired });
      if (now.getTime() - session.lastUsedAt.getTime() > idleLimit) {
        await revokeSession(deps.db, tokenHash, now);
        throw unauthorized(undefined, { code: MESSAGE_CODE.tokenExpired });
      }
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(deps.db, tokenHash, now);
        // The kept copy is this object: it now knows of the touch, so the next calls do not touch again.
        session.lastUsedAt = now;
      }
      if (!hasSolution(session.solCd))
        throw forbidden(undefined, { code: MESSAGE_CODE.noSolutionPermission });
      if (!isAuthCd(session.authCd)) throw forbidden();
      const kind = sessionKind(session, now, deps.config.password.maxAgeDays, viaSso);
      if (!sessions.includes(kind)) throw forbidden(SESSION_REFUSAL[kind]);
      if (!roles.includes(session.authCd)) throw forbidden();
      request.authUser = {
        unqUserId: session.unqUserId,
        userId: session.userId,
        userNm: session.userNm,
        authCd: session.authCd,
        cmpyCd: session.cmpyCd,
        vendorSn: session.vendorSn,
        tokenHash,
        ...(viaSso ? { viaSso } : {}),
      };
    };
    guardHooks.set(hook, roles);
    return hook;
  };
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** The hooks the guard made, with their roles: a route that lists one among its preHandlers is a protected route. */
const guardHooks = new WeakMap<Hook, readonly AuthCd[]>();

/** A protected route and the roles its guard lets in, for the test that holds them against the screen table. */
export type GuardedRoute = { method: string; url: string; roles: readonly AuthCd[] };
const guardedRoutesByApp = new WeakMap<FastifyInstance, GuardedRoute[]>();
/** The protected routes of an app built with authenticateBeforeValidation. */
export const guardedRoutes = (app: FastifyInstance): readonly GuardedRoute[] =>
  guardedRoutesByApp.get(app) ?? [];

/** The OpenAPI security requirement of protected routes, and its scheme. */
export const TOKEN_SECURITY = [{ loginUserToken: [] }];
export const TOKEN_SECURITY_SCHEME = { loginUserToken: { type: 'http', scheme: 'bearer' } } as const;

/**
 * Routes name their guard as a preHandler, which Fastify runs after the body's schema: an anonymous caller would
 * learn the fields of a protected call from the validation message. This moves every guard to preValidation (after
 * the app's own preValidation hook has kept the body's token), so a caller is authenticated before any schema
 * speaks, and marks the route as protected in the OpenAPI document. Call it before the routes are registered.
 */
export function authenticateBeforeValidation(app: FastifyInstance): void {
  const registry: GuardedRoute[] = [];
  guardedRoutesByApp.set(app, registry);
  app.addHook('onRoute', (route: RouteOptions) => {
    const handlers = [route.preHandler ?? []].flat() as Hook[];
    const guards = handlers.filter((h) => guardHooks.has(h));
    if (guards.length === 0) return;
    for (const method of [route.method].flat())
      registry.push({ method, url: route.url, roles: guards.flatMap((g) => guardHooks.get(g) ?? []) });
    route.preHandler = handlers.filter((h) => !guardHooks.has(h));
    route.preValidation = [...guards, ...([route.preValidation ?? []].flat() as Hook[])];
    route.schema = { ...route.schema, security: TOKEN_SECURITY };
  });
}

/**
 * The kind of a live session: first login wins over an expired password (the first login sets a new one). A company
 * sign-in's session is full: both are about the product's password, which it did not use (decision 038).
 */
function sessionKind(
  session: { firstLoginYn: string; pwdChangedAt: Date },
  now: Date,
  maxAgeDays: number,
  viaSso: boolean,
): SessionKind {
  if (viaSso) return SESSION_KIND.full;
  if (session.firstLoginYn === 'Y') return SESSION_KIND.firstLogin;
  if (isPasswordExpired(session.pwdChangedAt, now, maxAgeDays)) return SESSION_KIND.passwordExpired;
  return SESSION_KIND.full;
}

const SESSION_REFUSAL: Record<SessionKind, string | undefined> = {
  full: undefined,
  firstLogin: ACCOUNT_MESSAGES.firstLoginRequired,
  passwordExpired: ACCOUNT_MESSAGES.passwordChangeRequired,
};

/** The AuthUser of a guarded route; calling it on an unguarded route is a programming error. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
