import { createHash } from 'node:crypto';
import type { Executor } from '../client';
import { scimToken } from '../schema/index';

/**
 * The demo SCIM token of CLI001 (decision 038), fixed and documented in docs/integrations/scim-sso.md so the curl
 * examples work against `npm start`. Demo data only: a real token is issued on the identity screen and shown once.
 */
export const DEMO_SCIM_TOKEN = 'pcs_scim_0000000de001_DemoScimTokenForCLI001OnlyNeverUseInProduction';
const DEMO_SCIM_COMPANY = 'CLI001';

export async function seedDemoIdentity(db: Executor): Promise<void> {
  const prefix = DEMO_SCIM_TOKEN.split('_')[2] as string;
  await db
    .insert(scimToken)
    .values({
      cmpyCd: DEMO_SCIM_COMPANY,
      tokenPrefix: prefix,
      tokenHash: createHash('sha256').update(DEMO_SCIM_TOKEN).digest('hex'),
    })
    .onConflictDoNothing();
}
