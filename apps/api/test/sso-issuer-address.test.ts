import { IDENTITY_MESSAGES } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { ssoConfig } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/** Without OUTBOUND_ALLOW_PRIVATE (production): an issuer gets the webhook URLs' address rule when it is saved. */
const t = setupTestApp(undefined, { SSO_SECRET_KEY: 'test-sso-key' });
let manager: string;

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  const { cmpyCd } = await createCompany(t.database.db);
  manager = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd })).userId);
});

describe('OIDC issuer address', () => {
  it.each([
    'https://127.0.0.1/realms/x',
    'https://169.254.169.254/latest',
    'https://10.0.0.1',
    'https://[::1]/',
    'https://[::7f00:1]/',
    'https://[::ffff:127.0.0.1]/',
    'http://idp.example.com',
  ])('refuses %s when saved and stores nothing', async (issuer) => {
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/integration/sso/save.json',
      { issuer, clientId: 'c', clientSecret: 's', enabledYn: 'Y' },
      manager,
    );
    expect(res.statusCode).toBe(400);
    expect([IDENTITY_MESSAGES.discoveryBlocked, IDENTITY_MESSAGES.issuerInvalid]).toContain(
      res.body.resultStatus.messageText,
    );
    expect(await t.database.db.select().from(ssoConfig)).toHaveLength(0);
  });

  it('keeps a public https issuer', async () => {
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/integration/sso/save.json',
      { issuer: 'https://login.example.com/tenant/v2.0', clientId: 'c', clientSecret: 's', enabledYn: 'N' },
      manager,
    );
    expect(res.statusCode).toBe(200);
  });
});
