import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { createGroup, moveGroupUsers, updateGroup } from '../group';
import * as repo from './repository';
import { listResponse, pageOf, type ScimClient, scimActor } from './scim-actor';
import { ScimError, scimBadRequest, scimNotFound } from './scim-error';
import { parseEqFilter } from './scim-filter';
import { SCIM_SCHEMA } from './scim-schemas';
import { type PatchOperation, patchOperations } from './scim-user-attributes';
import type { ScimDeps } from './scim-users';

const GROUP_FILTER_ATTRIBUTES = ['displayname', 'externalid', 'id'] as const;

/**
 * A group code for a group the provider creates: 'SG', the millisecond in base 36 and 4 random hex digits
 * (company_group.grupCd is the company's own key; the screens' create asks the operator for it instead).
 */
const newGroupCode = (now: Date) =>
  `SG${now.getTime().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();

async function groupResource(deps: ScimDeps, client: ScimClient, g: repo.ScimGroupRow, withMembers: boolean) {
  const members = withMembers ? await repo.groupMembers(deps.db, client.cmpyCd, [g.grupCd]) : [];
  return {
    schemas: [SCIM_SCHEMA.group],
    id: g.grupCd,
    ...(g.externalId ? { externalId: g.externalId } : {}),
    displayName: g.grupNm,
    ...(withMembers
      ? {
          members: members.map((m) => ({
            value: m.unqUserId,
            display: m.userNm,
            $ref: `${deps.config.publicUrl}/scim/v2/Users/${m.unqUserId}`,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: g.createdAt.toISOString(),
      lastModified: g.updatedAt.toISOString(),
      location: `${deps.config.publicUrl}/scim/v2/Groups/${encodeURIComponent(g.grupCd)}`,
    },
  };
}

const withoutMembers = (excludedAttributes: string | undefined) =>
  (excludedAttributes ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .includes('members');

/** GET /Groups: displayName/externalId/id eq filters, `excludedAttributes=members` (Entra's lookup). */
export async function listScimGroups(
  deps: ScimDeps,
  client: ScimClient,
  query: { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string },
) {
  const criteria: repo.GroupCriteria = {};
  if (query.filter) {
    for (const term of parseEqFilter(query.filter, GROUP_FILTER_ATTRIBUTES)) {
      if (term.attribute === 'displayname') criteria.displayName = term.value;
      else if (term.attribute === 'externalid') criteria.externalId = term.value;
      else criteria.id = term.value;
    }
  }
  const page = pageOf(query, 200);
  const total = await repo.countGroups(deps.db, client.cmpyCd, criteria);
  const rows =
    page.count === 0 ? [] : await repo.listGroups(deps.db, client.cmpyCd, criteria, page.offset, page.count);
  const members = !withoutMembers(query.excludedAttributes);
  const resources = [];
  for (const g of rows) resources.push(await groupResource(deps, client, g, members));
  return listResponse(resources, total, page.startIndex);
}

export async function getScimGroup(
  deps: ScimDeps,
  client: ScimClient,
  id: string,
  excludedAttributes?: string,
) {
  const group = await repo.findGroup(deps.db, client.cmpyCd, id);
  if (!group) throw scimNotFound('Group not found');
  return groupResource(deps, client, group, !withoutMembers(excludedAttributes));
}

const memberList = z.array(z.looseObject({ value: z.string().min(1).max(40) }));
const groupBodySchema = z.looseObject({
  displayName: z.string().trim().min(1).max(100),
  externalId: z.string().max(100).nullable().optional(),
  members: memberList.nullable().optional(),
});

function groupBody(body: unknown) {
  const parsed = groupBodySchema.safeParse(body);
  if (!parsed.success) throw scimBadRequest('invalidValue', 'displayName is required');
  return parsed.data;
}

function members(value: unknown): string[] {
  const parsed = memberList.safeParse(value);
  if (!parsed.success) throw scimBadRequest('invalidValue', 'members must be a list of { value }');
  return parsed.data.map((m) => m.value);
}

async function assertNameFree(deps: ScimDeps, client: ScimClient, displayName: string, self: string | null) {
  const same = await repo.listGroups(deps.db, client.cmpyCd, { displayName }, 0, 2);
  if (same.some((g) => g.grupCd !== self))
    throw new ScimError(409, 'displayName is already taken', 'uniqueness');
}

/**
 * Membership (decision 038): a person belongs to at most one group (app_user.grup_cd). Adding someone sets their
 * group, so it takes them out of the group they were in; removing clears it only while it still names this group.
 */
async function addMembers(deps: ScimDeps, client: ScimClient, grupCd: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const known = await repo.companyEmployeeIds(deps.db, client.cmpyCd, unique);
  if (known.length !== unique.length)
    throw scimBadRequest('invalidValue', 'A member is not a user of this company');
  await moveGroupUsers(deps, scimActor(client), {
    cmpyCd: client.cmpyCd,
    toGrupCd: grupCd,
    unqUserIdList: unique,
  });
}

const removeMembers = (deps: ScimDeps, client: ScimClient, grupCd: string, ids: string[] | null) =>
  repo.clearGroupOf(deps.db, client.cmpyCd, grupCd, ids);

async function replaceMembers(deps: ScimDeps, client: ScimClient, grupCd: string, ids: string[]) {
  const current = (await repo.groupMembers(deps.db, client.cmpyCd, [grupCd])).map((m) => m.unqUserId);
  const leaving = current.filter((id) => !ids.includes(id));
  if (leaving.length > 0) await removeMembers(deps, client, grupCd, leaving);
  await addMembers(
    deps,
    client,
    grupCd,
    ids.filter((id) => !current.includes(id)),
  );
}

function rethrow(error: unknown): never {
  if (error instanceof AppError && error.statusCode === 409)
    throw new ScimError(409, 'Group already exists', 'uniqueness');
  if (error instanceof AppError && error.statusCode === 400)
    throw scimBadRequest('invalidValue', error.message);
  throw error;
}

/**
 * One SCIM group request is one transaction (decision 038): a refused member or name leaves no half-made group or
 * half-applied patch behind, so the provider's retry starts clean. The group module's use cases, given the open
 * transaction as their db, run theirs as savepoints inside it.
 */
const inOneTransaction = <T>(deps: ScimDeps, work: (deps: ScimDeps) => Promise<T>): Promise<T> =>
  deps.db.transaction((tx) => work({ ...deps, db: tx }));

/** POST /Groups: a new group of the company through the group module's create, then its members. */
export const createScimGroup = (deps: ScimDeps, client: ScimClient, body: unknown) =>
  inOneTransaction(deps, (txDeps) => createGroupIn(txDeps, client, body));

async function createGroupIn(deps: ScimDeps, client: ScimClient, body: unknown) {
  const g = groupBody(body);
  await assertNameFree(deps, client, g.displayName, null);
  const grupCd = newGroupCode(deps.now());
  try {
    await createGroup(deps, scimActor(client), {
      cmpyCd: client.cmpyCd,
      grupCd,
      grupNm: g.displayName,
      grupTypeCd: null,
      parentGrupCd: null,
      managerUnqUserId: null,
      useYn: 'Y',
    });
  } catch (error) {
    rethrow(error);
  }
  if (g.externalId) await repo.setGroupExternalId(deps.db, client.cmpyCd, grupCd, g.externalId);
  if (g.members)
    await addMembers(
      deps,
      client,
      grupCd,
      g.members.map((m) => m.value),
    );
  return getScimGroup(deps, client, grupCd);
}

async function rename(
  deps: ScimDeps,
  client: ScimClient,
  group: repo.ScimGroupRow,
  grupNm: string,
  useYn: 'Y' | 'N',
) {
  try {
    await updateGroup(deps, scimActor(client), {
      cmpyCd: client.cmpyCd,
      grupCd: group.grupCd,
      grupNm,
      grupTypeCd: group.grupTypeCd,
      parentGrupCd: group.parentGrupCd,
      managerUnqUserId: group.managerUnqUserId,
      useYn,
    });
  } catch (error) {
    rethrow(error);
  }
}

async function groupOrThrow(deps: ScimDeps, client: ScimClient, id: string) {
  const group = await repo.findGroup(deps.db, client.cmpyCd, id);
  if (!group) throw scimNotFound('Group not found');
  return group;
}

/** PUT /Groups/{id} (Okta AIW): name, externalId, and the member list when sent. */
export const replaceScimGroup = (deps: ScimDeps, client: ScimClient, id: string, body: unknown) =>
  inOneTransaction(deps, (txDeps) => replaceGroupIn(txDeps, client, id, body));

async function replaceGroupIn(deps: ScimDeps, client: ScimClient, id: string, body: unknown) {
  const group = await groupOrThrow(deps, client, id);
  const g = groupBody(body);
  if (g.displayName !== group.grupNm) {
    await assertNameFree(deps, client, g.displayName, group.grupCd);
    await rename(deps, client, group, g.displayName, 'Y');
  }
  await repo.setGroupExternalId(deps.db, client.cmpyCd, group.grupCd, g.externalId ?? null);
  if (g.members)
    await replaceMembers(
      deps,
      client,
      group.grupCd,
      g.members.map((m) => m.value),
    );
  return getScimGroup(deps, client, group.grupCd);
}

/** `members[value eq "id"]` -> the id; null for a plain "members" path. */
function memberFilter(path: string): string | null | undefined {
  if (path.toLowerCase() === 'members') return null;
  const match = /^members\[\s*value\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\]$/i.exec(path);
  return match ? (match[1] as string).replace(/\\(.)/g, '$1') : undefined;
}

/**
 * PATCH /Groups/{id}: members add / remove (a list value, or the `members[value eq "id"]` path) / replace, and
 * displayName or externalId replaced with or without a path (Entra ID and Okta shapes; decision 038).
 */
export async function patchScimGroup(
  deps: ScimDeps,
  client: ScimClient,
  id: string,
  body: unknown,
): Promise<void> {
  const operations = patchOperations(body);
  await inOneTransaction(deps, async (txDeps) => {
    const group = await groupOrThrow(txDeps, client, id);
    for (const operation of operations) await applyGroupOperation(txDeps, client, group, operation);
  });
}

async function applyGroupOperation(
  deps: ScimDeps,
  client: ScimClient,
  group: repo.ScimGroupRow,
  { op, path, value }: PatchOperation,
) {
  if (!path) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw scimBadRequest('invalidSyntax', 'A path-less operation needs an object value');
    for (const [key, v] of Object.entries(value)) {
      if (key.toLowerCase() === 'id') continue;
      await applyGroupOperation(deps, client, group, { op, path: key, value: v });
    }
    return;
  }
  const member = memberFilter(path);
  if (member !== undefined) {
    if (op === 'remove') {
      if (member !== null) await removeMembers(deps, client, group.grupCd, [member]);
      else await removeMembers(deps, client, group.grupCd, value === undefined ? null : members(value));
    } else if (op === 'add') {
      await addMembers(deps, client, group.grupCd, member !== null ? [member] : members(value));
    } else {
      await replaceMembers(deps, client, group.grupCd, member !== null ? [member] : members(value));
    }
    return;
  }
  const attribute = path.toLowerCase().replace(`${SCIM_SCHEMA.group.toLowerCase()}:`, '');
  if (attribute === 'displayname') {
    if (op === 'remove' || typeof value !== 'string' || !value.trim())
      throw scimBadRequest('invalidValue', 'displayName must be a non-empty string');
    const grupNm = value.trim().slice(0, 100);
    if (grupNm !== group.grupNm) {
      await assertNameFree(deps, client, grupNm, group.grupCd);
      await rename(deps, client, group, grupNm, 'Y');
      group.grupNm = grupNm;
    }
  } else if (attribute === 'externalid') {
    const externalId = op === 'remove' || value === null ? null : String(value).slice(0, 100);
    await repo.setGroupExternalId(deps.db, client.cmpyCd, group.grupCd, externalId);
  }
  // Other attributes are not kept by the product: accepted and dropped.
}

/** DELETE /Groups/{id}: soft (use_yn N); its members leave it. */
export async function deleteScimGroup(deps: ScimDeps, client: ScimClient, id: string): Promise<void> {
  await inOneTransaction(deps, async (txDeps) => {
    const group = await groupOrThrow(txDeps, client, id);
    await removeMembers(txDeps, client, group.grupCd, null);
    await rename(txDeps, client, group, group.grupNm, 'N');
  });
}
