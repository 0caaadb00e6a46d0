import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  AUTH_CD,
  type AuthCd,
  type bulkActionRequestSchema,
  CARRIERS,
  DELIVERY_ACTION,
  DELIVERY_ACTION_LABEL,
  DELIVERY_STATE_LABEL,
  DELIVERY_STATE_ORDER,
  type DeliveryAction,
  type DeliveryActor,
  type DeliveryLineDetail,
  type DeliveryLineRow,
  type DeliveryListReply,
  deliveryActorOf,
  type deliveryListRequestSchema,
  type HistoryEntry,
  isDeliveryState,
  LIFECYCLE_TEXT,
  type lineActionRequestSchema,
  maskName,
  maskPhone,
  NOT_FOUND_TEXT,
  nextDeliveryState,
  RETURN_STATE_LABEL,
  type ReturnState,
  ROLE_NAME,
  trackingUrl,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { companiesScope } from '../../http/tenant';
import { isExport, kstRange, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log/record-access';
import { queueOrderNotices } from '../order-notice/queue-order-notices';
import * as repo from './flow-repository';

/** `config.publicUrl` makes the links in the recipients' messages absolute (the app passes its config). */
export type FlowDeps = { db: Db; now: () => Date; config?: { publicUrl: string } };
export const publicUrlOf = (deps: Pick<FlowDeps, 'config'>) => deps.config?.publicUrl ?? '';

/** The message a line's move tells its recipient, if any. */
const NOTICE_OF_ACTION: Partial<Record<DeliveryAction, 'RELEASE' | 'DELIVERED'>> = {
  release: 'RELEASE',
  confirmDelivery: 'DELIVERED',
};

/**
 * Queues the recipients' messages for lines that made `action` in this transaction (a release or a delivery), in
 * one read and one insert however many lines moved.
 */
export async function noticeLineMoves(
  tx: Executor,
  deps: Pick<FlowDeps, 'config'>,
  action: DeliveryAction,
  estiItemSns: readonly number[],
): Promise<void> {
  const kind = NOTICE_OF_ACTION[action];
  if (kind)
    await queueOrderNotices(
      tx,
      publicUrlOf(deps),
      kind,
      estiItemSns.map((estiItemSn) => ({ estiItemSn })),
    );
}

/** The back-office views of lines and the delivery states each one lists. */
export const LINE_VIEW_STATES = {
  apply: ['01', '09'],
  order: ['05', '02', '06'],
  release: ['06', '03', '04'],
} as const;
export type LineView = keyof typeof LINE_VIEW_STATES;

/**
 * Which lines a back-office caller may see (issue 12): operators all, vendors (30, 35) their own goods, part-timers
 * (05) what they are assigned to pack, client managers (25) their own company. Anyone else is refused.
 */
export function lineScopeOf(user: AuthUser): repo.LineScope {
  const actor = deliveryActorOf(user.authCd);
  if (actor === 'operator') return { kind: 'all' };
  // A vendor account not linked to a vendor yet sees nothing rather than everything.
  if (actor === 'vendor') return { kind: 'vendor', vendorSn: user.vendorSn ?? -1 };
  if (actor === 'packer') return { kind: 'packer', unqUserId: user.unqUserId };
  throw forbidden();
}

/** A line the caller may act on, or 404 (not 403: another vendor's line number tells nothing). */
export function inScope(scope: repo.LineScope, line: repo.LineDbRow): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'vendor':
      return line.vendorSn === scope.vendorSn;
    case 'packer':
      return line.packerUnqUserId === scope.unqUserId;
    case 'recipient':
      return line.unqUserId === scope.unqUserId;
  }
}

export const stateName = (cd: string) => (isDeliveryState(cd) ? DELIVERY_STATE_LABEL[cd] : cd);

export function toLineRow(r: repo.LineDbRow): DeliveryLineRow {
  return {
    estiSn: r.estiSn,
    estiItemSn: r.estiItemSn,
    ordSn: r.ordSn,
    orderDt: ymdHmsKst(r.createdAt),
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    eventSn: r.eventSn,
    eventNm: r.eventNm,
    prodNm: r.prodNm,
    optNm: r.optNm,
    quantity: r.quantity,
    vendorSn: r.vendorSn,
    vendorNm: r.vendorNm,
    receiverNm: maskName(r.receiverNm ?? ''),
    receiverTelNo: maskPhone(r.receiverTelNo ?? ''),
    deliStatCd: r.deliStatCd,
    deliStatNm: stateName(r.deliStatCd),
    carrierCd: r.carrierCd,
    carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
    invoiceNo: r.invoiceNo,
    trackingUrl: trackingUrl(r.carrierCd, r.invoiceNo),
    packerNm: r.packerNm ? maskName(r.packerNm) : null,
    packageYn: r.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: r.cardYn === 'Y' ? 'Y' : 'N',
  };
}

/** History rows: state (or return state) in Korean, who by role and masked name, when. */
export function toHistory(rows: Awaited<ReturnType<typeof repo.lineHistory>>): HistoryEntry[] {
  return rows.map((h) => ({
    stateNm:
      h.refundStatCd !== null
        ? `반품/교환 ${RETURN_STATE_LABEL[h.refundStatCd as ReturnState] ?? h.refundStatCd}`
        : stateName(h.deliStatCd),
    memo: h.memo,
    changedBy: h.changedByNm
      ? `${ROLE_NAME[h.changedByAuthCd as AuthCd] ?? ''} ${maskName(h.changedByNm)}`.trim()
      : null,
    changedAt: ymdHmsKst(h.changedAt),
  }));
}

export function lineFilter(
  user: AuthUser,
  input: z.infer<typeof deliveryListRequestSchema>,
  states: readonly string[] | null,
): repo.LineFilter {
  const scope = lineScopeOf(user);
  const range = kstRange(input.inputDtStart, input.inputDtEnd);
  return {
    scope,
    ...range,
    // Vendors and part-timers are bound by their scope, not by company.
    cmpyCds:
      scope.kind === 'all'
        ? companiesScope(user, input.cmpyCds)
        : (input.cmpyCds ?? []).length > 0
          ? (input.cmpyCds ?? null)
          : null,
    eventSn: input.eventSn ?? null,
    states,
    stateCd: input.stateCd ?? null,
    vendorSn: input.vendorSn ?? null,
    receiverNm: input.receiverNm,
    invoiceNo: input.invoiceNo,
  };
}

/** POST delivery/{apply,order,release}List.json: lines of one view, a page or every row (EXPORT), counts per state. */
export async function listLines(
  deps: FlowDeps,
  user: AuthUser,
  view: LineView,
  input: z.infer<typeof deliveryListRequestSchema>,
): Promise<DeliveryListReply> {
  const f = lineFilter(user, input, LINE_VIEW_STATES[view]);
  const [page, counts] = await Promise.all([
    listPage(
      input,
      () => repo.countLines(deps.db, f),
      (offset, limit) => repo.listLines(deps.db, f, offset, limit),
    ),
    repo.countLinesByState(deps.db, f),
  ]);
  if (isExport(input))
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.deliveryList,
      rowCount: page.list.length,
      reason: input.downloadReason ?? null,
    });
  return {
    ...page,
    list: page.list.map(toLineRow),
    counts: DELIVERY_STATE_ORDER.filter((s) => (LINE_VIEW_STATES[view] as readonly string[]).includes(s)).map(
      (s) => ({
        stateCd: s,
        stateNm: DELIVERY_STATE_LABEL[s],
        count: counts.find((c) => c.stateCd === s)?.n ?? 0,
      }),
    ),
  };
}

/** POST delivery/lineDetail.json: one line in full (address for the one who ships it), within the caller's scope. */
export async function lineDetail(
  deps: FlowDeps,
  user: AuthUser,
  estiSn: number,
  estiItemSn: number | null,
): Promise<DeliveryLineDetail> {
  const scope = lineScopeOf(user);
  const r =
    estiItemSn === null
      ? ((await repo.linesOfEstimate(deps.db, estiSn)).find((l) => inScope(scope, l)) ?? null)
      : await repo.findLine(deps.db, estiSn, estiItemSn);
  if (!r || !inScope(scope, r)) throw notFound(NOT_FOUND_TEXT.delivery);
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  return {
    ...toLineRow(r),
    receiverNm: r.receiverNm ?? '',
    receiverTelNo: r.receiverTelNo ?? '',
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    deliveryMemo: r.deliveryMemo ?? '',
    cardMsg: r.cardMsg ?? '',
    price: r.unitPrice * r.quantity,
    extrasAmt: r.extrasAmt,
    returnDays: r.returnDays,
    history: toHistory(history),
  };
}

export type LineChange = {
  action: DeliveryAction;
  carrierCd?: string | null | undefined;
  invoiceNo?: string | null | undefined;
  memo?: string | null | undefined;
};

/**
 * Applies one transition to one line inside `tx`: the pure rule decides, then a conditional update on the state
 * read makes a concurrent change (a cancel racing a release) lose with 409 instead of both happening.
 */
export async function applyLineChange(
  tx: Executor,
  now: Date,
  user: AuthUser,
  actor: DeliveryActor,
  line: repo.LineDbRow,
  change: LineChange,
): Promise<string> {
  if (!isDeliveryState(line.deliStatCd)) throw conflict(undefined, LIFECYCLE_TEXT.changed);
  const result = nextDeliveryState(line.deliStatCd, change.action, actor);
  if (!result.ok) throw conflict(undefined, result.message);
  const set: Parameters<typeof repo.moveLine>[3] = { deliStatCd: result.next, updatedAt: now };
  if (change.action === DELIVERY_ACTION.release) {
    if (!change.carrierCd || !change.invoiceNo) throw badRequest(LIFECYCLE_TEXT.invoiceRequired);
    set.carrierCd = change.carrierCd;
    set.invoiceNo = change.invoiceNo;
    set.releasedAt = now;
  }
  if (change.action === DELIVERY_ACTION.confirmDelivery) set.deliveredAt = now;
  const moved = await repo.moveLine(tx, line.estiItemSn, line.deliStatCd, set);
  if (!moved) throw conflict(undefined, LIFECYCLE_TEXT.changed);
  await repo.addHistory(tx, {
    estiItemSn: line.estiItemSn,
    deliStatCd: result.next,
    memo:
      change.memo ??
      (change.action === DELIVERY_ACTION.release
        ? `${CARRIERS[set.carrierCd ?? ''] ?? ''} 출고`
        : DELIVERY_ACTION_LABEL[change.action]),
    changedBy: user.unqUserId,
    changedAt: now,
  });
  return result.next;
}

/** POST delivery/lineAction.json: one transition on one line by a back-office caller. */
export async function lineAction(
  deps: FlowDeps & { onCancel?: (tx: Executor, line: repo.LineDbRow) => Promise<void> },
  user: AuthUser,
  input: z.infer<typeof lineActionRequestSchema>,
) {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const line = await repo.findLine(tx, input.estiSn, input.estiItemSn);
    if (!line || !inScope(scope, line)) throw notFound(NOT_FOUND_TEXT.delivery);
    const next = await applyLineChange(tx, now, user, actor, line, input);
    if (input.action === DELIVERY_ACTION.cancel && deps.onCancel) await deps.onCancel(tx, line);
    await noticeLineMoves(tx, deps, input.action, [line.estiItemSn]);
    return { deliStatCd: next, deliStatNm: stateName(next) };
  });
}

/** POST delivery/bulkAction.json: the same transition on many lines; each line commits or is refused on its own. */
export async function bulkAction(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof bulkActionRequestSchema>,
) {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const refused: { estiItemSn: number; message: string }[] = [];
  let done = 0;
  for (const key of input.lines) {
    try {
      await deps.db.transaction(async (tx) => {
        const line = await repo.findLine(tx, key.estiSn, key.estiItemSn);
        if (!line || !inScope(scope, line)) throw notFound(NOT_FOUND_TEXT.delivery);
        await applyLineChange(tx, deps.now(), user, actor, line, { action: input.action });
        await noticeLineMoves(tx, deps, input.action, [line.estiItemSn]);
      });
      done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      refused.push({ estiItemSn: key.estiItemSn, message });
    }
  }
  return { done, refused };
}

export const PACKER_TEXT = { notPacker: '아르바이트 사용자를 선택해주세요.' } as const;

/** POST delivery/assignPacker.json: operators assign (or clear) the part-timer who packs the lines. */
export async function assignPacker(
  deps: FlowDeps,
  input: { lines: { estiSn: number; estiItemSn: number }[]; packerUnqUserId: string | null },
) {
  if (input.packerUnqUserId && !(await repo.isPartTimer(deps.db, input.packerUnqUserId)))
    throw badRequest(PACKER_TEXT.notPacker);
  const owners = await repo.lineOwners(deps.db, input.lines);
  for (const key of input.lines)
    if (!owners.some((o) => o.estiSn === key.estiSn && o.estiItemSn === key.estiItemSn))
      throw notFound(NOT_FOUND_TEXT.delivery);
  const rows = await deps.db.transaction((tx) =>
    repo.assignPacker(
      tx,
      input.lines.map((l) => l.estiItemSn),
      input.packerUnqUserId,
      deps.now(),
    ),
  );
  return { done: rows.length, refused: [] };
}

export const isOperatorActor = (user: AuthUser) => deliveryActorOf(user.authCd) === 'operator';
export const FULFIL_ROLES: readonly AuthCd[] = [
  AUTH_CD.operatorManager,
  AUTH_CD.operatorAdmin,
  AUTH_CD.vendor,
  AUTH_CD.vendorSub,
  AUTH_CD.partTimer,
];
