import { scimBadRequest } from './scim-error';

/**
 * The product keeps one name per person (user_nm), shown on every screen and message; SCIM clients send and expect
 * name.givenName and name.familyName (decision 043). The rule, written once here:
 * - A name in East Asian script (Hangul, Han, Kana) is family then given with no space (김 + 철수 = 김철수);
 *   any other is "Given Family" with one space (Rylan + Oswaldo = Rylan Oswaldo).
 * - The parts a client sent are kept (app_user.given_name, family_name) and returned as sent while they still
 *   make up user_nm; once user_nm changed another way (a screen, a displayName alone) the parts are read from it.
 */

const EAST_ASIAN = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s]+$/u;
/** Two-syllable Korean family names; only a four-syllable name is read as one of them plus a two-syllable given. */
const COMPOUND_FAMILY = ['남궁', '선우', '제갈', '황보', '독고', '사공', '서문', '동방'];
export const NAME_PART_MAX = 25;
const USER_NM_MAX = 50;

export type NameParts = { givenName: string | null; familyName: string | null };

/** user_nm from the parts (null when both are empty). */
export function composeUserNm(parts: NameParts): string | null {
  const given = parts.givenName?.trim() || null;
  const family = parts.familyName?.trim() || null;
  if (!given || !family) return given ?? family;
  return EAST_ASIAN.test(given) && EAST_ASIAN.test(family) ? `${family}${given}` : `${given} ${family}`;
}

/** The parts read back from a whole name that has none kept: the inverse of composeUserNm where one exists. */
export function splitUserNm(userNm: string): NameParts {
  const name = userNm.trim();
  const words = name.split(/\s+/);
  if (EAST_ASIAN.test(name)) {
    if (words.length > 1) return { familyName: words[0] as string, givenName: words.slice(1).join(' ') };
    const chars = [...name];
    if (chars.length < 2) return { givenName: name, familyName: null };
    const familyLength = chars.length === 4 && COMPOUND_FAMILY.includes(chars.slice(0, 2).join('')) ? 2 : 1;
    return {
      familyName: chars.slice(0, familyLength).join(''),
      givenName: chars.slice(familyLength).join(''),
    };
  }
  if (words.length < 2) return { givenName: name, familyName: null };
  return { givenName: words.slice(0, -1).join(' '), familyName: words[words.length - 1] as string };
}

/** The parts a User resource shows: the kept ones while they still make up user_nm, else read from it. */
export function namePartsOf(user: { userNm: string; givenName: string | null; familyName: string | null }) {
  const kept = { givenName: user.givenName, familyName: user.familyName };
  return (kept.givenName || kept.familyName) && composeUserNm(kept) === user.userNm
    ? kept
    : splitUserNm(user.userNm);
}

/** The SCIM `name` of a person: formatted is user_nm itself. */
export function scimName(user: { userNm: string; givenName: string | null; familyName: string | null }) {
  const parts = namePartsOf(user);
  return {
    formatted: user.userNm,
    ...(parts.familyName ? { familyName: parts.familyName } : {}),
    ...(parts.givenName ? { givenName: parts.givenName } : {}),
  };
}

/** user_nm for parts a client sent; one longer than the column is refused, not cut (the parts would not match). */
export function userNmOfParts(parts: NameParts): string | null {
  const name = composeUserNm(parts);
  if (name !== null && [...name].length > USER_NM_MAX)
    throw scimBadRequest('invalidValue', 'name.givenName and name.familyName together are too long');
  return name;
}

type NameRow = { userNm: string; givenName: string | null; familyName: string | null };

/**
 * The name a SCIM save writes. Both parts known (sent, or one sent and the other kept) make user_nm; otherwise a
 * whole name sent (displayName, name.formatted) is user_nm, then one part alone, then `keep`. Parts sent are kept
 * (shown only while they make up user_nm); a whole name sent without parts clears them. No name sent: no change.
 */
export function nameToSave(
  current: NameRow | null,
  change: { userNm?: string; givenName?: string | null; familyName?: string | null },
  keep: string,
): { userNm: string; givenName?: string | null; familyName?: string | null } {
  if (change.givenName === undefined && change.familyName === undefined) {
    if (change.userNm === undefined) return { userNm: keep };
    return { userNm: change.userNm, givenName: null, familyName: null };
  }
  const before = current ? namePartsOf(current) : { givenName: null, familyName: null };
  const parts: NameParts = {
    givenName: change.givenName !== undefined ? change.givenName : before.givenName,
    familyName: change.familyName !== undefined ? change.familyName : before.familyName,
  };
  const composed = userNmOfParts(parts);
  const userNm = (parts.givenName && parts.familyName ? composed : null) ?? change.userNm ?? composed ?? keep;
  return { userNm, ...parts };
}
