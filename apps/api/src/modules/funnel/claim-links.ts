import { isClaimCode, isLinkPreviewAgent, type Language, matchLanguage } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/*
 * The claim links of decision 053: one random code per person and event, made the first time a message of the event
 * goes to them and carried by every later one, so "link opened" is one row per person whatever they were sent.
 */

/** A random code in SQL: a UUID's 122 random bits as 32 hex digits (gen_random_uuid is core PostgreSQL and PGlite). */
const newCodeSql = sql`replace(gen_random_uuid()::text, '-', '')`;

/**
 * Makes the missing links of the people `people` selects (a query with an `unq_user_id` column) in the event, in the
 * caller's transaction; existing links stay as they are.
 */
export async function ensureClaimLinks(tx: Executor, eventSn: number, people: SQL): Promise<void> {
  await tx.execute(sql`
    insert into claim_link (code, event_sn, unq_user_id)
    select ${newCodeSql}, ${eventSn}, p.unq_user_id from (${people}) p
    on conflict (event_sn, unq_user_id) do nothing`);
}

/** The codes of some people in the event, made when missing: for messages rendered one by one. */
export async function claimLinkCodes(
  tx: Executor,
  eventSn: number,
  unqUserIds: readonly string[],
): Promise<Map<string, string>> {
  if (unqUserIds.length === 0) return new Map();
  const ids = sql.param([...new Set(unqUserIds)]);
  await ensureClaimLinks(tx, eventSn, sql`select unnest(${ids}::text[]) as unq_user_id`);
  const rows = await queryRows<{ unqUserId: string; code: string }>(
    tx,
    sql`select unq_user_id as "unqUserId", code from claim_link
        where event_sn = ${eventSn} and unq_user_id = any(${ids}::text[])`,
  );
  return new Map(rows.map((r) => [r.unqUserId, r.code]));
}

/** The SQL join that gives the recipient row under `recipient` its link (as `c.code`). */
export const claimLinkJoinSql = (recipient: string): SQL => {
  const r = sql.identifier(recipient);
  return sql`join claim_link c on c.event_sn = ${r}.event_sn and c.unq_user_id = ${r}.unq_user_id`;
};

/**
 * GET /i/{code}: a person opened their link. The first open is kept; later ones and link-preview fetchers change
 * nothing, and an unknown code is no error (the caller redirects either way). Returns the person's own language,
 * if they have one, so the page they land on is in it before they sign in (decision 055).
 */
export async function openClaimLink(
  db: Executor,
  input: { code: string; userAgent: string | null | undefined; now: Date },
): Promise<Language | null> {
  if (!isClaimCode(input.code)) return null;
  if (!isLinkPreviewAgent(input.userAgent))
    await db.execute(
      sql`update claim_link set opened_at = ${input.now} where code = ${input.code} and opened_at is null`,
    );
  const [person] = await queryRows<{ language: string | null }>(
    db,
    sql`select u.preferred_language as language from claim_link c join app_user u on u.unq_user_id = c.unq_user_id
        where c.code = ${input.code}`,
  );
  return matchLanguage(person?.language);
}
