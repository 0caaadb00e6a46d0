import {
  emailDomainTakenMessage,
  IDENTITY_MESSAGES,
  IDENTITY_PATH,
  type SsoConfigTestReply,
  type SsoConfigView,
  type ssoConfigSaveRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { checkOutboundUrl, OutboundBlockedError } from '../../lib/safe-fetch';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { kst } from '../../lib/time';
import { insertAudit } from '../audit';
import * as repo from './repository';
import { discover, forgetDiscovery } from './sso-client';

type Deps = { db: Db; config: Config };

function companyOf(user: AuthUser, requested: string | null | undefined): string {
  const cmpyCd = companyScope(user, requested ?? null);
  if (!cmpyCd) throw badRequest(IDENTITY_MESSAGES.companyRequired);
  return cmpyCd;
}

/** The URL to register at the provider: always from PUBLIC_URL, never the request's Host. */
export const callbackUrl = (config: Config) => `${config.publicUrl}${IDENTITY_PATH.ssoCallback}`;

/** Screen call: the company's SSO settings; the client secret never leaves the server. */
export async function getSsoSettings(
  deps: Deps,
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<SsoConfigView> {
  const cmpyCd = companyOf(user, input.cmpyCd);
  if (!(await repo.companyExists(deps.db, cmpyCd))) throw notFound();
  const row = await repo.findConfig(deps.db, cmpyCd);
  return {
    cmpyCd,
    configured: row !== null,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: Boolean(row?.clientSecretEnc),
    employeeClaim: row?.employeeClaim ?? 'employee_number',
    emailDomains: row?.emailDomains ?? [],
    enabledYn: row?.enabledYn === 'Y' ? 'Y' : 'N',
    managerSignInYn: row?.managerSignInYn === 'Y' ? 'Y' : 'N',
    callbackUrl: callbackUrl(deps.config),
    scimBaseUrl: `${deps.config.publicUrl}${IDENTITY_PATH.scimBase}`,
    updatedDt: row ? kst(row.updatedAt).format('YYYY-MM-DD HH:mm:ss') : null,
  };
}

/**
 * Screen call: saves the settings; a blank secret keeps the stored one (required the first time). An e-mail domain
 * belongs to one company: a domain another company listed is refused, under an advisory lock so two saves cannot
 * both claim it (decision 038), since the sign-in by e-mail would otherwise send people to the wrong provider.
 */
export async function saveSsoSettings(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof ssoConfigSaveRequestSchema>,
): Promise<SsoConfigView> {
  const cmpyCd = companyOf(user, input.cmpyCd);
  if (!(await repo.companyExists(deps.db, cmpyCd))) throw notFound();
  checkIssuerAddress(input.issuer, deps.config.outboundAllowPrivate);
  const emailDomains = [...new Set(input.emailDomains)];
  await deps.db.transaction(async (tx) => {
    // One lock for every save: the domain claims and the shared-client rule read other companies' rows.
    await repo.lockDomainClaims(tx);
    if (emailDomains.length > 0) {
      const [taken] = await repo.domainsListedByOthers(tx, cmpyCd, emailDomains);
      if (taken) throw badRequest(emailDomainTakenMessage(taken));
    } else if (await repo.sharesProviderClient(tx, cmpyCd, input.issuer, input.clientId)) {
      throw badRequest(IDENTITY_MESSAGES.sharedIssuerNeedsDomains);
    }
    const current = await repo.findConfig(tx, cmpyCd);
    const secret = input.clientSecret
      ? encryptSecret(deps.config, input.clientSecret)
      : current?.clientSecretEnc;
    if (!secret) throw badRequest(IDENTITY_MESSAGES.clientSecretRequired);
    await repo.upsertConfig(tx, {
      cmpyCd,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretEnc: secret,
      employeeClaim: input.employeeClaim,
      emailDomains,
      enabledYn: input.enabledYn,
      managerSignInYn: input.managerSignInYn,
      updatedBy: user.unqUserId,
    });
    // What changed who may sign in, without the secret: the audit answers "who let managers in, and when".
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'SSO_CONFIG_SAVE',
      target: cmpyCd,
      detail: JSON.stringify({
        issuer: input.issuer,
        clientId: input.clientId,
        secretChanged: Boolean(input.clientSecret),
        emailDomains,
        enabledYn: input.enabledYn,
        managerSignInYn: input.managerSignInYn,
        previous: current
          ? { issuer: current.issuer, enabledYn: current.enabledYn, managerSignInYn: current.managerSignInYn }
          : null,
      }),
    });
  });
  forgetDiscovery(cmpyCd);
  return getSsoSettings(deps, user, { cmpyCd });
}

/**
 * The issuer gets the address rule webhook URLs get, when saved: a loopback, link-local or private
 * literal is refused here, not only later at discovery, so no such address is ever stored.
 */
function checkIssuerAddress(issuer: string, allowPrivate: boolean): void {
  try {
    checkOutboundUrl(new URL(issuer), allowPrivate);
  } catch (error) {
    if (error instanceof OutboundBlockedError) throw badRequest(IDENTITY_MESSAGES.discoveryBlocked);
    throw badRequest(IDENTITY_MESSAGES.issuerInvalid);
  }
}

/** Screen call (연결 확인): runs discovery against the saved settings and says in Korean how it went. */
export async function testSsoSettings(
  deps: Deps,
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<SsoConfigTestReply> {
  const cmpyCd = companyOf(user, input.cmpyCd);
  const row = await repo.findConfig(deps.db, cmpyCd);
  if (!row) return { ok: false, message: IDENTITY_MESSAGES.ssoNotConfigured };
  try {
    const configuration = await discover(
      deps.config,
      row.issuer,
      row.clientId,
      decryptSecret(deps.config, row.clientSecretEnc),
    );
    const issuer = configuration.serverMetadata().issuer;
    return { ok: true, message: `${IDENTITY_MESSAGES.discoveryOk} (${issuer})` };
  } catch (error) {
    const blocked =
      error instanceof OutboundBlockedError ||
      (error as { cause?: unknown })?.cause instanceof OutboundBlockedError;
    return {
      ok: false,
      message: blocked ? IDENTITY_MESSAGES.discoveryBlocked : IDENTITY_MESSAGES.discoveryFailed,
    };
  }
}
