import { type AuthCd, hasSolution, isAuthCd, MESSAGE_CODE } from '@pcs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hashToken } from '../modules/auth/credentials';
import * as authRepo from '../modules/auth/repository';
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
};

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** Token from `Authorization: Bearer`, or the `loginUserToken` body/query field the spec sends (§7). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const fromBody = (request.body as { loginUserToken?: unknown } | undefined)?.loginUserToken;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  const fromQuery = (request.query as { loginUserToken?: unknown } | undefined)?.loginUserToken;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export type Guard = (
  roles: readonly AuthCd[] | 'any',
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const TOUCH_INTERVAL_MS = 60_000;

/**
 * The one mechanism for authentication and role checks (ASVS 4.1.1, 1.4.4). Every protected route names its roles;
 * tenant and object checks happen in the use case with the AuthUser this sets.
 */
export function createGuard(deps: { db: Db; config: Config; now: () => Date }): Guard {
  return (roles) => async (request) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const now = deps.now();
    const session = await authRepo.findLiveSession(deps.db, tokenHash, now);
    if (session?.useYn !== 'Y') throw unauthorized(MESSAGE_CODE.tokenExpired);
    const idleLimit = deps.config.session.idleMinutes * 60_000;
    if (now.getTime() - session.lastUsedAt.getTime() > idleLimit) {
      await authRepo.revokeSession(deps.db, tokenHash, now);
      throw unauthorized(MESSAGE_CODE.tokenExpired);
    }
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await authRepo.touchSession(deps.db, tokenHash, now);
    }
    if (!hasSolution(session.solCd)) throw forbidden(undefined, MESSAGE_CODE.noSolutionPermission);
    if (!isAuthCd(session.authCd)) throw forbidden();
    // A first-login session may only finish the first-login steps (spec §4 Login): no business endpoints.
    if (session.firstLoginYn === 'Y' && roles !== 'any') throw forbidden();
    if (roles !== 'any' && !roles.includes(session.authCd)) throw forbidden();
    request.authUser = {
      unqUserId: session.unqUserId,
      userId: session.userId,
      userNm: session.userNm,
      authCd: session.authCd,
      cmpyCd: session.cmpyCd,
      vendorSn: session.vendorSn,
      tokenHash,
    };
  };
}

/** The AuthUser of a guarded route; calling it on an unguarded route is a programming error. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
