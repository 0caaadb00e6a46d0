import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { createUser, updateUser } from '../user-admin';
import * as repo from './repository';
import { listResponse, pageOf, type ScimClient, scimActor } from './scim-actor';
import { ScimError, scimBadRequest, scimNotFound } from './scim-error';
import { parseEqFilter } from './scim-filter';
import { SCIM_SCHEMA } from './scim-schemas';
import {
  patchOperations,
  type UserChange,
  userChangeFromPatch,
  userFromResource,
} from './scim-user-attributes';
import { nameToSave, scimName } from './scim-user-name';

export type ScimDeps = { db: Db; now: () => Date; config: Config };

const USER_FILTER_ATTRIBUTES = [
  'username',
  'externalid',
  'id',
  'emails.value',
  'emails',
  `${SCIM_SCHEMA.enterpriseUser.toLowerCase()}:employeenumber`,
] as const;
/** A login id as the product stores it: printable, no spaces (an Entra UPN with '@' is fine). */
const USER_NAME = /^[^\s\p{C}]{1,50}$/u;

/** The User resource of an employee (RFC 7643 §4.1 with the enterprise extension's employeeNumber). */
export function userResource(deps: ScimDeps, u: repo.ScimUserRow) {
  return {
    schemas: [SCIM_SCHEMA.user, SCIM_SCHEMA.enterpriseUser],
    id: u.unqUserId,
    ...(u.externalId ? { externalId: u.externalId } : {}),
    userName: u.userId,
    name: scimName(u),
    displayName: u.userNm,
    active: u.useYn === 'Y',
    emails: u.email ? [{ value: u.email, type: 'work', primary: true }] : [],
    phoneNumbers: u.telNo ? [{ value: u.telNo, type: 'mobile', primary: true }] : [],
    groups: u.grupCd
      ? [{ value: u.grupCd, $ref: `${deps.config.publicUrl}/scim/v2/Groups/${encodeURIComponent(u.grupCd)}` }]
      : [],
    ...(u.preferredLanguage ? { preferredLanguage: u.preferredLanguage } : {}),
    [SCIM_SCHEMA.enterpriseUser]: { employeeNumber: u.sabun ?? undefined },
    meta: {
      resourceType: 'User',
      created: u.createdAt.toISOString(),
      lastModified: u.updatedAt.toISOString(),
      location: `${deps.config.publicUrl}/scim/v2/Users/${u.unqUserId}`,
    },
  };
}

/** GET /Users: eq filters joined by and (userName, externalId, id, emails.value, employeeNumber), paged. */
export async function listScimUsers(
  deps: ScimDeps,
  client: ScimClient,
  query: { filter?: string; startIndex?: string; count?: string },
) {
  const criteria: repo.UserCriteria = {};
  if (query.filter) {
    for (const term of parseEqFilter(query.filter, USER_FILTER_ATTRIBUTES)) {
      if (term.attribute === 'username') criteria.userName = term.value;
      else if (term.attribute === 'externalid') criteria.externalId = term.value;
      else if (term.attribute === 'id') criteria.id = term.value;
      else if (term.attribute.startsWith('emails')) criteria.email = term.value;
      else criteria.sabun = term.value;
    }
  }
  const page = pageOf(query, 200);
  const total = await repo.countUsers(deps.db, client.cmpyCd, criteria);
  const rows =
    page.count === 0 ? [] : await repo.listUsers(deps.db, client.cmpyCd, criteria, page.offset, page.count);
  return listResponse(
    rows.map((u) => userResource(deps, u)),
    total,
    page.startIndex,
  );
}

export async function getScimUser(deps: ScimDeps, client: ScimClient, id: string) {
  const user = await repo.findUser(deps.db, client.cmpyCd, id);
  if (!user) throw scimNotFound('User not found');
  return userResource(deps, user);
}

/**
 * The product's refusals (409 taken id, 400 no contact, 404) in SCIM terms; other errors go on to the handler.
 */
function asScimError(error: unknown): unknown {
  if (isUniqueViolation(error)) return new ScimError(409, 'userName is already taken', 'uniqueness');
  if (error instanceof AppError) {
    if (error.statusCode === 409) return new ScimError(409, 'userName is already taken', 'uniqueness');
    if (error.statusCode === 400) return scimBadRequest('invalidValue', error.message);
    if (error.statusCode === 404) return scimNotFound(error.message);
  }
  return error;
}

/**
 * POST /Users: a new employee of the token's company through user-admin's create (an approved account with a
 * temporary password sent to its owner, as for any account an administrator creates). A sent password is ignored.
 * The userName of an employee this client deleted brings that account back (decision 043): the login id is unique
 * across the product, and the person's order history stays theirs.
 */
export async function createScimUser(deps: ScimDeps, client: ScimClient, body: unknown) {
  const r = userFromResource(body);
  if (!USER_NAME.test(r.userName))
    throw scimBadRequest('invalidValue', 'userName has characters a login id cannot have');
  const deleted = await repo.findDeletedUser(deps.db, client.cmpyCd, r.userName);
  if (deleted) {
    await saveChange(deps, client, deleted, { ...wholeChange(r), active: r.active ?? true }, null);
    return getScimUser(deps, client, deleted.unqUserId);
  }
  const name = nameToSave(null, r, r.userNm);
  try {
    const saved = await createUser(
      deps,
      scimActor(client),
      {
        userId: r.userName,
        userNm: name.userNm,
        authCd: repo.SCIM_AUTH_CD,
        cmpyCd: client.cmpyCd,
        grupCd: null,
        telNo: r.telNo ?? '',
        email: r.email,
        sabun: r.sabun,
        useYn: r.active === false ? 'N' : 'Y',
        ...(r.preferredLanguage !== undefined ? { preferredLanguage: r.preferredLanguage } : {}),
      },
      {
        externalId: r.externalId,
        emptyPhoneAsNull: true,
        givenName: name.givenName ?? null,
        familyName: name.familyName ?? null,
      },
    );
    return getScimUser(deps, client, saved.unqUserId);
  } catch (error) {
    throw asScimError(error);
  }
}

/**
 * Applies a change through user-admin's update (every rule and recomputation of a screen save); the login id,
 * externalId, name parts and the deletion mark go in the same statement, so a taken userName leaves the rest of the
 * change unsaved too.
 */
async function saveChange(
  deps: ScimDeps,
  client: ScimClient,
  current: repo.ScimUserRow,
  change: UserChange,
  scimDeletedAt?: Date | null,
): Promise<void> {
  const id = current.unqUserId;
  if (change.userName !== undefined && !USER_NAME.test(change.userName))
    throw scimBadRequest('invalidValue', 'userName has characters a login id cannot have');
  const telNo = change.telNo !== undefined ? change.telNo : current.telNo;
  const name = nameToSave(current, change, current.userNm);
  try {
    await updateUser(
      deps,
      scimActor(client),
      {
        unqUserId: id,
        userNm: name.userNm,
        authCd: current.authCd,
        cmpyCd: client.cmpyCd,
        grupCd: current.grupCd,
        telNo: telNo ?? '',
        email: change.email !== undefined ? change.email : current.email,
        sabun: change.sabun !== undefined ? change.sabun : current.sabun,
        useYn: change.active === undefined ? (current.useYn === 'N' ? 'N' : 'Y') : change.active ? 'Y' : 'N',
        ...(change.preferredLanguage !== undefined ? { preferredLanguage: change.preferredLanguage } : {}),
      },
      {
        ...(change.userName !== undefined && change.userName !== current.userId
          ? { userId: change.userName }
          : {}),
        ...(change.externalId !== undefined ? { externalId: change.externalId } : {}),
        ...(name.givenName !== undefined ? { givenName: name.givenName } : {}),
        ...(name.familyName !== undefined ? { familyName: name.familyName } : {}),
        ...(scimDeletedAt !== undefined ? { scimDeletedAt } : {}),
        emptyPhoneAsNull: true,
      },
    );
  } catch (error) {
    throw asScimError(error);
  }
}

async function userOrThrow(deps: ScimDeps, client: ScimClient, id: string) {
  const user = await repo.findUser(deps.db, client.cmpyCd, id);
  if (!user) throw scimNotFound('User not found');
  return user;
}

/** A whole resource as a change: every attribute it can carry, absent ones cleared (PUT semantics). */
function wholeChange(r: ReturnType<typeof userFromResource>): UserChange {
  return {
    userName: r.userName,
    externalId: r.externalId,
    userNm: r.userNm,
    givenName: r.givenName,
    familyName: r.familyName,
    email: r.email,
    ...(r.telNo !== undefined ? { telNo: r.telNo } : {}),
    sabun: r.sabun,
    ...(r.active !== null ? { active: r.active } : {}),
    ...(r.preferredLanguage !== undefined ? { preferredLanguage: r.preferredLanguage } : {}),
  };
}

/** PUT /Users/{id} (Okta's profile updates and AIW (de)activation): the whole resource replaces the kept one. */
export async function replaceScimUser(deps: ScimDeps, client: ScimClient, id: string, body: unknown) {
  const r = userFromResource(body);
  await saveChange(deps, client, await userOrThrow(deps, client, id), wholeChange(r));
  return getScimUser(deps, client, id);
}

/** PATCH /Users/{id}: the Entra ID and Okta operation shapes (scim-user-attributes.ts). */
export async function patchScimUser(deps: ScimDeps, client: ScimClient, id: string, body: unknown) {
  const change = userChangeFromPatch(patchOperations(body));
  await saveChange(deps, client, await userOrThrow(deps, client, id), change);
  return getScimUser(deps, client, id);
}

/**
 * DELETE /Users/{id} (decision 043): the account is deactivated through user-admin's save (webhooks, occasions)
 * and kept, with its orders, for the screens; for this client it is gone: GET answers 404 and lists leave it out.
 */
export async function deleteScimUser(deps: ScimDeps, client: ScimClient, id: string): Promise<void> {
  await saveChange(deps, client, await userOrThrow(deps, client, id), { active: false }, deps.now());
}
