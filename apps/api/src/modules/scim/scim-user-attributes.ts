import {
  digitsOnly,
  isEmail,
  isMobilePhone,
  LANGUAGE_MESSAGES,
  type Language,
  preferredLanguageInput,
} from '@pcs/domain';
import { z } from 'zod';
import { scimBadRequest } from './scim-error';
import { SCIM_SCHEMA } from './scim-schemas';
import { NAME_PART_MAX } from './scim-user-name';

/** What a SCIM request may change on an employee; absent = unchanged. Null clears. */
export type UserChange = {
  userName?: string;
  externalId?: string | null;
  /** A whole name sent (displayName, else name.formatted); name parts, when sent, decide user_nm instead. */
  userNm?: string;
  givenName?: string | null;
  familyName?: string | null;
  email?: string | null;
  telNo?: string | null;
  sabun?: string | null;
  active?: boolean;
  preferredLanguage?: Language | null;
};

const multiValue = z.array(
  z.looseObject({
    value: z.unknown().optional(),
    primary: z.unknown().optional(),
    type: z.unknown().optional(),
  }),
);

/** A User resource as Entra ID and Okta send it (POST and PUT); passwords and other attributes are ignored. */
const userResourceSchema = z.looseObject({
  userName: z.string().trim().min(1).max(50),
  externalId: z.string().max(100).nullable().optional(),
  displayName: z.string().nullable().optional(),
  name: z
    .looseObject({
      formatted: z.string().nullable().optional(),
      givenName: z.string().nullable().optional(),
      familyName: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  emails: multiValue.nullable().optional(),
  phoneNumbers: multiValue.nullable().optional(),
  active: z.unknown().optional(),
  preferredLanguage: z.unknown().optional(),
  [SCIM_SCHEMA.enterpriseUser]: z
    .looseObject({ employeeNumber: z.unknown().optional() })
    .nullable()
    .optional(),
});

/** Entra's default job sends "True"/"False" strings for booleans. */
export function scimBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  throw scimBadRequest('invalidValue', 'active must be a boolean');
}

const text = (value: unknown, max: number, attribute: string): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw scimBadRequest('invalidValue', `${attribute} must be a string`);
  const s = String(value).trim();
  if (s.length > max) throw scimBadRequest('invalidValue', `${attribute} is too long`);
  return s === '' ? null : s;
};

/** RFC 7643 §4.1.2 preferredLanguage: a tag matched to a supported language ('vi-VN' is vi); others refused. */
function language(value: unknown): Language | null {
  const parsed = preferredLanguageInput.safeParse(text(value, 35, 'preferredLanguage'));
  if (!parsed.success) throw scimBadRequest('invalidValue', LANGUAGE_MESSAGES.unsupported);
  return parsed.data;
}

type MultiValue = z.infer<typeof multiValue>;
const isPrimary = (v: MultiValue[number]) =>
  v.primary === true || v.primary === 'true' || v.primary === 'True';

/** A multi-valued attribute's list; anything else (a list of bare strings) is refused, not a 500. */
function multiValues(value: unknown, attribute: string): MultiValue {
  const parsed = multiValue.safeParse(Array.isArray(value) ? value : [value]);
  if (!parsed.success) throw scimBadRequest('invalidValue', `${attribute} must be a list of { value }`);
  return parsed.data;
}

/** The primary (else the first) value of a multi-valued attribute. */
function primaryValue(values: MultiValue | null | undefined): unknown {
  if (!values || values.length === 0) return null;
  const primary = values.find(isPrimary);
  return (primary ?? values[0])?.value ?? null;
}

function email(value: unknown): string | null {
  const s = text(value, 100, 'emails.value');
  if (s === null) return null;
  if (!isEmail(s)) throw scimBadRequest('invalidValue', 'emails.value is not an e-mail address');
  return s.toLowerCase();
}

/**
 * The product keeps one phone number, the mobile (it texts it). Entra's default mapping sends a work number
 * (telephoneNumber) and a mobile (mobile) side by side: only a mobile or an untyped value can set it, and a value
 * that is not a mobile number leaves the kept one alone (undefined), never clears it (decision 038).
 */
const phoneTypeCounts = (type: unknown) =>
  type === undefined || type === null || (typeof type === 'string' && /^(mobile|)$/i.test(type.trim()));

function phone(value: unknown): string | undefined {
  const s = text(value, 30, 'phoneNumbers.value');
  if (s === null) return undefined;
  const local = s.replace(/^\+82[\s-]*/, '0');
  return isMobilePhone(local) ? digitsOnly(local) : undefined;
}

/** From a list of numbers: type mobile first, then the primary, then any untyped one; other types never. */
function mobileOf(values: MultiValue): MultiValue[number] | undefined {
  const eligible = values.filter((v) => phoneTypeCounts(v.type));
  const mobile = eligible.filter((v) => typeof v.type === 'string' && v.type.trim() !== '');
  return mobile.find(isPrimary) ?? mobile[0] ?? eligible.find(isPrimary) ?? eligible[0];
}

/**
 * A whole resource (POST, PUT): every supported attribute; absent ones become null. userNm is the whole name sent
 * (displayName, else name.formatted, else the userName); name parts, when sent, decide user_nm instead (scim-user-name.ts).
 */
export function userFromResource(body: unknown): Required<
  Omit<UserChange, 'active' | 'telNo' | 'preferredLanguage'>
> & {
  active: boolean | null;
  /**
   * Undefined when the resource leaves it out: the person may have chosen it on their own my page, and a provider
   * that does not map the attribute must not wipe that choice on every PUT. null clears it.
   */
  preferredLanguage: Language | null | undefined;
  /** Undefined when the numbers sent hold no mobile: the kept one stays (phone()). */
  telNo: string | null | undefined;
} {
  const parsed = userResourceSchema.safeParse(body);
  if (!parsed.success) throw scimBadRequest('invalidValue', 'userName is required');
  const r = parsed.data;
  const userNm =
    text(r.displayName, 50, 'displayName') ?? text(r.name?.formatted, 50, 'name.formatted') ?? r.userName;
  return {
    userName: r.userName,
    externalId: text(r.externalId, 100, 'externalId'),
    userNm: userNm.slice(0, 50),
    givenName: text(r.name?.givenName, NAME_PART_MAX, 'name.givenName'),
    familyName: text(r.name?.familyName, NAME_PART_MAX, 'name.familyName'),
    email: email(primaryValue(r.emails)),
    telNo: !r.phoneNumbers || r.phoneNumbers.length === 0 ? null : phone(mobileOf(r.phoneNumbers)?.value),
    sabun: text(r[SCIM_SCHEMA.enterpriseUser]?.employeeNumber, 30, 'employeeNumber'),
    active: r.active === undefined || r.active === null ? null : scimBoolean(r.active),
    preferredLanguage: r.preferredLanguage === undefined ? undefined : language(r.preferredLanguage),
  };
}

const patchSchema = z.looseObject({
  Operations: z
    .array(z.looseObject({ op: z.string(), path: z.string().optional(), value: z.unknown().optional() }))
    .min(1),
});
export type PatchOperation = { op: 'add' | 'replace' | 'remove'; path: string | null; value: unknown };

/** A PatchOp body's operations with `op` lower-cased (Entra sends "Replace", "Add"). */
export function patchOperations(body: unknown): PatchOperation[] {
  const parsed = patchSchema.safeParse(body);
  if (!parsed.success) throw scimBadRequest('invalidSyntax', 'A PatchOp with Operations is required');
  return parsed.data.Operations.map((o) => {
    const op = o.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw scimBadRequest('invalidSyntax', 'op must be add, replace or remove');
    return { op, path: o.path?.trim() || null, value: o.value };
  });
}

const ENTERPRISE_PREFIX = `${SCIM_SCHEMA.enterpriseUser.toLowerCase()}:`;
const CORE_PREFIX = `${SCIM_SCHEMA.user.toLowerCase()}:`;

/** The type a path's value filter names (`phoneNumbers[type eq "work"].value` -> "work"); null without one. */
function filterType(path: string): string | null {
  const match = /\[\s*type\s+eq\s+"([^"]*)"\s*\]/i.exec(path);
  return match ? (match[1] as string) : null;
}

/** A path as written (dotted, URN-prefixed, with a value filter) -> the attribute it names, lower-cased. */
function userAttribute(path: string): string {
  let p = path.toLowerCase();
  if (p.startsWith(ENTERPRISE_PREFIX)) p = p.slice(ENTERPRISE_PREFIX.length);
  else if (p.startsWith(CORE_PREFIX)) p = p.slice(CORE_PREFIX.length);
  // emails[type eq "work"].value -> emails.value; phoneNumbers[type eq "mobile"].value -> phonenumbers.value
  return p.replace(/\[[^\]]*\]/g, '');
}

/**
 * Applies a User PatchOp the way Entra ID and Okta send it (decision 038): add and replace alike for single-valued
 * attributes; path-less values whose keys are dotted or URN paths (or nested objects); "True"/"False" for active.
 * Attributes the product does not keep (title, locale, roles, addresses...) are accepted and ignored.
 */
export function userChangeFromPatch(operations: PatchOperation[]): UserChange {
  const change: UserChange = {};
  const whole: { displayName?: string | null; formatted?: string | null } = {};
  const set = (attribute: string, value: unknown, remove: boolean, type: string | null = null) => {
    switch (attribute) {
      case 'username': {
        const v = text(value, 50, 'userName');
        if (remove || !v) throw scimBadRequest('mutability', 'userName cannot be removed');
        change.userName = v;
        return;
      }
      case 'externalid':
        change.externalId = remove ? null : text(value, 100, 'externalId');
        return;
      case 'displayname':
        whole.displayName = remove ? null : text(value, 50, 'displayName');
        return;
      case 'name.formatted':
        whole.formatted = remove ? null : text(value, 50, 'name.formatted');
        return;
      case 'name.familyname':
        change.familyName = remove ? null : text(value, NAME_PART_MAX, 'name.familyName');
        return;
      case 'name.givenname':
        change.givenName = remove ? null : text(value, NAME_PART_MAX, 'name.givenName');
        return;
      case 'emails':
      case 'emails.value':
        change.email = remove
          ? null
          : email(Array.isArray(value) ? primaryValue(multiValues(value, 'emails')) : value);
        return;
      case 'phonenumbers':
      case 'phonenumbers.value': {
        // A work (or fax, home...) number, addressed by its type filter: not the number the product keeps.
        if (type !== null && !phoneTypeCounts(type)) return;
        const listed = Array.isArray(value) || (value !== null && typeof value === 'object');
        if (remove) {
          // Removing listed numbers clears the mobile only when one of them could be it.
          if (!listed || value === undefined || mobileOf(multiValues(value, 'phoneNumbers')))
            change.telNo = null;
          return;
        }
        const mobile = phone(listed ? mobileOf(multiValues(value, 'phoneNumbers'))?.value : value);
        if (mobile !== undefined) change.telNo = mobile;
        return;
      }
      case 'employeenumber':
        change.sabun = remove ? null : text(value, 30, 'employeeNumber');
        return;
      case 'preferredlanguage':
        change.preferredLanguage = remove ? null : language(value);
        return;
      case 'active':
        if (remove) throw scimBadRequest('mutability', 'active cannot be removed');
        change.active = scimBoolean(value);
        return;
      case 'name':
      case SCIM_SCHEMA.enterpriseUser.toLowerCase():
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          const prefix = attribute === 'name' ? 'name.' : '';
          for (const [key, v] of Object.entries(value)) set(prefix + userAttribute(key), v, remove);
        }
        return;
      default:
        // Not kept by the product (title, locale, password...): accepted and dropped.
        return;
    }
  };
  for (const operation of operations) {
    const remove = operation.op === 'remove';
    if (operation.path) {
      set(userAttribute(operation.path), operation.value, remove, filterType(operation.path));
    } else {
      const value = operation.value;
      if (!value || typeof value !== 'object' || Array.isArray(value))
        throw scimBadRequest('invalidSyntax', 'A path-less operation needs an object value');
      for (const [key, v] of Object.entries(value)) set(userAttribute(key), v, remove, filterType(key));
    }
  }
  // A removed displayName leaves the name as it is: the product always keeps one. One name part alone is merged
  // with the kept other part when saved (scim-user-name.ts).
  const name = whole.displayName ?? whole.formatted;
  if (name) change.userNm = name.slice(0, 50);
  return change;
}
