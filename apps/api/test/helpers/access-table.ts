import { ALL_AUTH_CDS, type AuthCd } from '@pcs/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { createUser } from './factories';
import { loginAs, post, upload } from './test-app';

/** Ids a call names (cmpyCd, unqUserId, grupCd, ...): those of the caller's own company or of another one. */
export type AccessIds = Record<string, string>;

/**
 * One call of an access table. `body` and `url` are read when the test runs, after the file's fixtures exist, with
 * the ids of the company the call should name. `file` makes it a multipart upload (part "file"). `allowed`
 * overrides the table's roles for this call.
 */
export type AccessEndpoint = {
  url: string | ((ids: AccessIds) => string);
  body?: (ids: AccessIds) => Record<string, unknown>;
  file?: () => Buffer;
  allowed?: readonly AuthCd[];
  /** Names no company (code tables, the multi-select): left out of the foreign-ids run. */
  noIds?: true;
};

/** A foreign-id case: a caller of `role` in `cmpyCd()` asks for something that is not theirs (or does not exist). */
export type ForeignCase = {
  label: string;
  role: AuthCd;
  cmpyCd: () => string;
  url: string;
  body: () => Record<string, unknown>;
  expected: 403 | 404;
};

type Holder = { app: FastifyInstance; database: { db: Db } };

/**
 * The permission table (ARCHITECTURE "Permission tests"): role x endpoint x own / foreign ids -> expected status.
 * - no token: 401 on every endpoint;
 * - every role outside an endpoint's allowed roles: 403 (4030);
 * - every allowed role passes the guard with the ids of its own company (`ids.own`);
 * - with `ids.foreign`, each allowed role in `tenantBound` (limited to its own company) gets 403 on every endpoint,
 *   while the other allowed roles (operators, who reach every company) pass;
 * then each foreign-id case. Callers are created in the company `cmpyCd()` returns.
 */
export function describeAccess(
  name: string,
  t: Holder,
  spec: {
    endpoints: readonly AccessEndpoint[];
    allowed: readonly AuthCd[];
    cmpyCd: () => string;
    ids?: { own: () => AccessIds; foreign: () => AccessIds };
    tenantBound?: readonly AuthCd[];
    foreign?: readonly ForeignCase[];
  },
): void {
  const tokens = new Map<string, string>();
  const tokenFor = async (role: AuthCd, cmpyCd: string) => {
    const key = `${role}:${cmpyCd}`;
    let token = tokens.get(key);
    if (!token) {
      const user = await createUser(t.database.db, role, { cmpyCd });
      token = await loginAs(t.app, user.userId);
      tokens.set(key, token);
    }
    return token;
  };
  const ownIds = () => spec.ids?.own() ?? { cmpyCd: spec.cmpyCd() };
  const call = (endpoint: AccessEndpoint, ids: AccessIds, token?: string) => {
    const url = typeof endpoint.url === 'string' ? endpoint.url : endpoint.url(ids);
    return endpoint.file
      ? upload(t.app, url, endpoint.file(), token)
      : post(t.app, url, endpoint.body?.(ids) ?? {}, token);
  };
  const label = (endpoint: AccessEndpoint) =>
    typeof endpoint.url === 'string' ? endpoint.url : endpoint.url({});
  const allowedFor = (endpoint: AccessEndpoint) => endpoint.allowed ?? spec.allowed;

  describe(`${name}: access`, () => {
    it('refuses a call without a token with 401', async () => {
      for (const endpoint of spec.endpoints) {
        const res = await call(endpoint, ownIds());
        expect(res.statusCode, label(endpoint)).toBe(401);
      }
    });

    it.each(ALL_AUTH_CDS.map((role) => [role] as const))('role %s, own company ids', async (role) => {
      const token = await tokenFor(role, spec.cmpyCd());
      for (const endpoint of spec.endpoints) {
        const res = await call(endpoint, ownIds(), token);
        if (allowedFor(endpoint).includes(role))
          expect([401, 403, 500], `${label(endpoint)} as ${role}`).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, `${label(endpoint)} as ${role}`).toBe(403);
          expect(res.body.resultStatus.messageCode).toBe('4030');
        }
      }
    });

    const foreignIds = spec.ids?.foreign;
    if (foreignIds) {
      it.each(spec.allowed.map((role) => [role] as const))('role %s, foreign company ids', async (role) => {
        const token = await tokenFor(role, spec.cmpyCd());
        for (const endpoint of spec.endpoints) {
          if (!allowedFor(endpoint).includes(role) || endpoint.noIds) continue;
          const res = await call(endpoint, foreignIds(), token);
          if (spec.tenantBound?.includes(role)) {
            expect(res.statusCode, `${label(endpoint)} as ${role} with foreign ids`).toBe(403);
            expect(res.body.resultStatus.messageCode).toBe('4030');
          } else expect([401, 403, 500], `${label(endpoint)} as ${role}`).not.toContain(res.statusCode);
        }
      });
    }

    for (const c of spec.foreign ?? []) {
      it(`refuses ${c.label} with ${c.expected}`, async () => {
        const res = await post(t.app, c.url, c.body(), await tokenFor(c.role, c.cmpyCd()));
        expect(res.statusCode).toBe(c.expected);
      });
    }
  });
}
