import {
  CARRIERS,
  clampPageIndex,
  DELIVERY_STATUS_LABEL,
  type DeliveryStatus,
  type ManagedDetail,
  type ManagedRow,
  type managedListRequestSchema,
  maskName,
  maskPhone,
  NOT_FOUND_TEXT,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { kstDayStart, ymdHmsKst } from '../../lib/time';
import * as repo from './repository';

type Deps = { db: Db };

const statusName = (cd: string) => DELIVERY_STATUS_LABEL[cd as DeliveryStatus] ?? cd;

function toRow(r: repo.ManagedDbRow): ManagedRow {
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
    ordererNm: maskName(r.ordererNm),
    receiverNm: maskName(r.receiverNm ?? ''),
    receiverTelNo: maskPhone(r.receiverTelNo ?? ''),
    deliStatCd: r.deliStatCd,
    deliStatNm: statusName(r.deliStatCd),
    invoiceNo: r.invoiceNo,
  };
}

/**
 * POST /v1/ebmp/pcs/delivery/managedList.json: applications and their deliveries with filters and paging.
 * Names and phones are masked: a list shows other people's data (PIPA minimum display).
 */
export async function listManagedDeliveries(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof managedListRequestSchema>,
): Promise<{ list: ManagedRow[]; totalCount: number; page: number; pageSize: number }> {
  const filter: repo.ManagedFilter = {
    from: input.inputDtStart ? kstDayStart(input.inputDtStart) : null,
    to: input.inputDtEnd ? new Date(kstDayStart(input.inputDtEnd).getTime() + 86_400_000) : null,
    cmpyCd: companyScope(user, input.cmpyCd),
    eventSn: input.eventSn ?? null,
    deliStatCd: input.deliStatCd ?? null,
    receiverNm: input.receiverNm,
  };
  const totalCount = await repo.countManaged(deps.db, filter);
  const page = clampPageIndex(input.page, totalCount, input.pageSize);
  const rows = await repo.listManaged(deps.db, filter, page * input.pageSize, input.pageSize);
  return { list: rows.map(toRow), totalCount, page, pageSize: input.pageSize };
}

/** POST /v1/ebmp/pcs/delivery/managedDetail.json: one line in full, for the caller's tenant only. */
export async function managedDeliveryDetail(
  deps: Deps,
  user: AuthUser,
  estiSn: number,
  estiItemSn: number,
): Promise<ManagedDetail> {
  const r = await repo.managedItem(deps.db, estiSn, estiItemSn);
  if (!r) throw notFound(NOT_FOUND_TEXT.delivery);
  companyScope(user, r.cmpyCd);
  const history = await repo.itemHistory(deps.db, estiItemSn);
  return {
    ...toRow(r),
    ordererNm: r.ordererNm,
    receiverNm: r.receiverNm ?? '',
    receiverTelNo: r.receiverTelNo ?? '',
    ordererId: r.ordererId,
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    deliveryMemo: r.deliveryMemo ?? '',
    price: r.unitPrice * r.quantity,
    carrierCd: r.carrierCd,
    carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
    history: history.map((h) => ({
      deliStatCd: h.deliStatCd,
      deliStatNm: statusName(h.deliStatCd),
      changedAt: ymdHmsKst(h.changedAt),
    })),
  };
}

/** POST /v1/ebmp/pcs/delivery/managedFilterOptions.json: companies and events the caller may filter by. */
export async function managedFilterOptions(deps: Deps, user: AuthUser) {
  const scope = companyScope(user, null);
  const [companies, events] = await Promise.all([
    repo.companiesWithEvents(deps.db, scope),
    repo.eventsOf(deps.db, scope),
  ]);
  return { companies, events };
}
