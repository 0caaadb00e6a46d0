import { z } from 'zod';
import { optionalText, pageOf, serialId, yyyymmdd } from './envelope';

/**
 * POST /v1/ebmp/pcs/delivery/managedList.json: the operator's managed delivery list.
 * Date filters arrive flattened as Start/End yyyymmdd (spec §3 List filters). page is 0-based.
 */
export const managedListRequestSchema = z
  .object({
    inputDtStart: yyyymmdd.nullable().optional(),
    inputDtEnd: yyyymmdd.nullable().optional(),
    cmpyCd: optionalText(20),
    eventSn: serialId('이벤트 번호를 확인해주세요.').nullable().optional(),
    deliStatCd: z
      .string()
      .regex(/^\d{2}$/)
      .nullable()
      .optional(),
    receiverNm: optionalText(30),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
  })
  .refine((v) => !v.inputDtStart || !v.inputDtEnd || v.inputDtStart <= v.inputDtEnd, {
    message: '조회 시작일이 종료일보다 늦습니다.',
    path: ['inputDtStart'],
  });
export type ManagedListRequest = z.input<typeof managedListRequestSchema>;

/** A row of the managed list: receiver name and phone masked (other people's data in a list). */
export const managedRowSchema = z.object({
  estiSn: z.number().int(),
  estiItemSn: z.number().int(),
  ordSn: z.number().int(),
  orderDt: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  ordererNm: z.string(),
  receiverNm: z.string(),
  receiverTelNo: z.string(),
  deliStatCd: z.string(),
  deliStatNm: z.string(),
  invoiceNo: z.string().nullable(),
});
export type ManagedRow = z.infer<typeof managedRowSchema>;
export const managedListReplySchema = pageOf(managedRowSchema);

/** POST /v1/ebmp/pcs/delivery/managedDetail.json: full data for one line (operators only). */
export const managedDetailRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  estiItemSn: serialId('주문 상품 번호를 확인해주세요.'),
});
export const managedDetailSchema = managedRowSchema.extend({
  ordererId: z.string(),
  zipCd: z.string(),
  addr: z.string(),
  addrDtl: z.string(),
  deliveryMemo: z.string(),
  price: z.number().int(),
  carrierCd: z.string().nullable(),
  carrierNm: z.string().nullable(),
  history: z.array(z.object({ deliStatCd: z.string(), deliStatNm: z.string(), changedAt: z.string() })),
});
export type ManagedDetail = z.infer<typeof managedDetailSchema>;

/** Filter choices for the managed list (companies and their events). */
export const managedFilterOptionsSchema = z.object({
  companies: z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() })),
  events: z.array(z.object({ eventSn: z.number().int(), eventNm: z.string(), cmpyCd: z.string() })),
});
