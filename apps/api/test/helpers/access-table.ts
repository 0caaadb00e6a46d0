import { ALL_AUTH_CDS, type AuthCd } from '@pcs/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { createUser } from './factories';
import { loginAs, post } from './test-app';

/** One call of an access table; `body` is read when the test runs, after the file's fixtures exist. */
export type AccessEndpoint = { url: string; body?: () => Record<string, unknown> };

/** A foreign-id case: a caller of `role` in `cmpyCd()` asks for something that is not theirs. */
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
 * The permission table (ARCHITECTURE "Permission tests"): role x endpoint -> expected status. Every role outside
 * `allowed` gets 403 on every endpoint, no token gets 401, and every allowed role passes the guard; then each
 * foreign-id case is refused. Users are created in the company `cmpyCd()` returns.
 */
export function describeAccess(
  name: string,
  t: Holder,
  spec: {
    endpoints: readonly AccessEndpoint[];
    allowed: readonly AuthCd[];
    cmpyCd: () => string;
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

  describe(`${name}: access`, () => {
    it('refuses a call without a token with 401', async () => {
      for (const endpoint of spec.endpoints) {
        const res = await post(t.app, endpoint.url, endpoint.body?.() ?? {});
        expect(res.statusCode, endpoint.url).toBe(401);
      }
    });

    it.each(ALL_AUTH_CDS.map((role) => [role, spec.allowed.includes(role)] as const))(
      'role %s: allowed %s',
      async (role, allowed) => {
        const token = await tokenFor(role, spec.cmpyCd());
        for (const endpoint of spec.endpoints) {
          const res = await post(t.app, endpoint.url, endpoint.body?.() ?? {}, token);
          if (allowed) expect([401, 403], `${endpoint.url} as ${role}`).not.toContain(res.statusCode);
          else {
            expect(res.statusCode, `${endpoint.url} as ${role}`).toBe(403);
            expect(res.body.resultStatus.messageCode).toBe('4030');
          }
        }
      },
    );

    for (const c of spec.foreign ?? []) {
      it(`refuses ${c.label} with ${c.expected}`, async () => {
        const res = await post(t.app, c.url, c.body(), await tokenFor(c.role, c.cmpyCd()));
        expect(res.statusCode).toBe(c.expected);
      });
    }
  });
}
