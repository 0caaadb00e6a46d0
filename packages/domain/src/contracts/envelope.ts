import { z } from 'zod';

// The schema factories here are marked /* @__NO_SIDE_EFFECTS__ */ so the web build drops the schemas no page uses
// (apps/web/vite.config.ts, pureZodSchemas).

/** The reply envelope of every API call (ARCHITECTURE "Envelope on every reply"). */
export const resultStatusSchema = z.object({ messageCode: z.string(), messageText: z.string() });
export type ResultStatus = z.infer<typeof resultStatusSchema>;

export const envelopeSchema = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(data: T) =>
  z.object({ resultStatus: resultStatusSchema, resultData: data });

export type Envelope<T> = { resultStatus: ResultStatus; resultData: T };

/** A paged list reply: page is 0-based, totalCount counts every matching row. */
export const pageOf = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The largest value of a PostgreSQL integer column: every serial id of the schema. */
export const SERIAL_ID_MAX = 2_147_483_647;
/**
 * A serial id in a request (eventSn, prodSn, ordSn, ...): a positive integer that fits its column, so an id like
 * 99999999999 is a 400 naming the field, never a database error.
 */
export const serialId = /* @__NO_SIDE_EFFECTS__ */ (message = '번호를 확인해주세요.') => {
  return z.coerce.number({ error: message }).int(message).positive(message).max(SERIAL_ID_MAX, message);
};

/** Digit strings of the spec: dates YYYYMMDD. */
export const yyyymmdd = z.string().regex(/^\d{8}$/, '날짜는 YYYYMMDD 형식이어야 합니다.');
/** Empty strings from forms mean "no filter". */
export const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
