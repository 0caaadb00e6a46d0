import { z } from 'zod';
import { LANGUAGES, languageSchema, preferredLanguageInput } from '../languages';
import { LIFE_EVENT_STATUSES } from '../life-event';
import { CONDOLENCE_RELATIONS, LIFE_EVENT_TYPES, OCCASION_TYPES } from '../occasion';
import { OCCURRENCE_STATES } from '../occasion-upcoming';
import { SERIAL_ID_MAX } from './envelope';

/**
 * The public API /api/v1 (decision 038): the contract other systems (HR, ERP) call with an API key. Field names are
 * English and stable; times are ISO 8601 with +09:00, money integer won, dates YYYY-MM-DD.
 */

export const PUBLIC_API_PREFIX = '/api/v1';

/** RFC 9457 problem details, with the validation extension errors[]. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ pointer: z.string(), detail: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const companyCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/)
  .optional()
  .describe('Only for an operator key (no company): the company the call is about.');

/** cursor + limit: every list answers { data, nextCursor }. */
export const pageQueryShape = {
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page, as given.'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  companyCode,
};
export const updatedSinceShape = {
  updatedSince: isoDateTime.optional().describe('Only rows changed at or after this instant.'),
};

export const cursorPageOf = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

export const employeeNumberParamSchema = z.object({
  employeeNumber: z.string().trim().min(1).max(30),
});

export const publicEmployeeSchema = z.object({
  employeeNumber: z.string().nullable(),
  loginId: z.string(),
  companyCode: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  groupCode: z.string().nullable(),
  active: z.boolean(),
  hireDate: isoDate.nullable(),
  leaveDate: isoDate.nullable(),
  birthDate: isoDate
    .nullable()
    .describe(
      'With its year only for keys with the employees:birthdate scope (granted by operators); else null.',
    ),
  birthMonthDay: z
    .string()
    .regex(/^\d{2}-\d{2}$/)
    .nullable()
    .describe("MM-DD of the birth date, in birthCalendar: what a client manager's screens show."),
  birthCalendar: z.enum(['SOLAR', 'LUNAR']).nullable(),
  preferredLanguage: languageSchema
    .nullable()
    .describe("The language the employee reads gift messages and pages in; null: their browser's."),
  updatedAt: isoDateTime,
});
export type PublicEmployee = z.infer<typeof publicEmployeeSchema>;

export const employeeListQuerySchema = z.object({
  ...pageQueryShape,
  ...updatedSinceShape,
  active: z.enum(['true', 'false']).optional(),
  groupCode: z.string().max(20).optional(),
});

/**
 * PUT /employees/{employeeNumber}: create or update by the company's employee number. Absent fields stay as they
 * are, so an update may leave out the name; creating needs it (the use case answers 400 /body/name).
 */
export const employeeUpsertSchema = z.object({
  name: z.string().trim().min(1).max(50).optional().describe('Required when the employee is new.'),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .describe('Mobile phone; required when the employee is new.'),
  email: z.email().max(100).nullable().optional(),
  groupCode: z.string().max(20).nullable().optional(),
  hireDate: isoDate.nullable().optional(),
  leaveDate: isoDate.nullable().optional(),
  birthDate: isoDate.nullable().optional(),
  birthCalendar: z.enum(['SOLAR', 'LUNAR']).optional(),
  preferredLanguage: preferredLanguageInput
    .optional()
    .describe(
      `A BCP 47 tag matched to one of ${LANGUAGES.join(', ')} (vi-VN is stored as vi); null or '' clears it.`,
    ),
  active: z.boolean().optional(),
  loginId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{3,29}$/i)
    .optional()
    .describe('Login id of a new employee; by default the company code and the employee number.'),
  companyCode,
});
export type EmployeeUpsert = z.infer<typeof employeeUpsertSchema>;
/** A body that may be left out entirely (curl -X POST with no data sends none): read as {}. */
export const companyBodySchema = z
  .object({ companyCode })
  .nullish()
  .transform((body) => body ?? {});

export const publicGroupSchema = z.object({
  groupCode: z.string(),
  name: z.string(),
  parentGroupCode: z.string().nullable(),
  active: z.boolean(),
});
export const groupListQuerySchema = z.object({ companyCode });

export const publicEventSchema = z.object({
  eventId: z.number().int(),
  companyCode: z.string(),
  name: z.string(),
  status: z.string(),
  statusName: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  budget: z.number().int().nullable(),
  selectCount: z.number().int(),
  recipientCount: z.number().int(),
  createdAt: isoDateTime,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
export const eventIdParamSchema = z.object({
  eventId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});
export const eventListQuerySchema = z.object({ ...pageQueryShape, status: z.string().max(2).optional() });

export const eventCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  budget: z.number().int().min(0).nullable().optional().describe('Per recipient, integer won.'),
  selectCount: z.number().int().min(1).max(20).default(1),
  greeting: z.string().max(2000).nullable().optional(),
  companyCode,
});
export const eventCreatedSchema = z.object({ eventId: z.number().int(), companyCode: z.string() });

export const recipientsAddSchema = z.object({
  employeeNumbers: z.array(z.string().trim().min(1).max(30)).min(1).max(5000),
});
export const recipientsAddedSchema = z.object({
  added: z.number().int(),
  recipientCount: z.number().int(),
  unknownEmployeeNumbers: z.array(z.string()),
});

export const publicApplicationSchema = z.object({
  applicationId: z.number().int(),
  eventId: z.number().int(),
  companyCode: z.string(),
  employeeNumber: z.string().nullable(),
  status: z.enum(['APPLIED', 'CANCELLED']),
  productId: z.number().int(),
  productName: z.string(),
  optionName: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  extrasAmount: z.number().int(),
  paidAmount: z.number().int(),
  appliedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export const applicationIdParamSchema = z.object({
  applicationId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});
export const changeListQuerySchema = z.object({ ...pageQueryShape, ...updatedSinceShape });

export const publicDeliverySchema = z.object({
  deliveryId: z.number().int(),
  applicationId: z.number().int(),
  eventId: z.number().int(),
  companyCode: z.string(),
  productId: z.number().int(),
  quantity: z.number().int(),
  status: z.string(),
  statusName: z.string(),
  carrierCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  releasedAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export const deliveryIdParamSchema = z.object({
  deliveryId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});

/**
 * Occasion gifts (decision 036) as the engine computed them: one row per person and occasion, with the state and,
 * once sent, the gift event it went into.
 */
export const publicOccasionSchema = z.object({
  occasionId: z.number().int(),
  companyCode: z.string(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  kind: z.enum(OCCASION_TYPES),
  employeeNumber: z.string().nullable(),
  occasionDate: isoDate.describe("The occasion's own day (solar)."),
  dueDate: isoDate.describe('The planned send day.'),
  dueAt: isoDateTime,
  years: z.number().int().nullable().describe('Birthday age or years of service, where the kind has one.'),
  lifeEventId: z.number().int().nullable(),
  state: z.enum(OCCURRENCE_STATES),
  cancelReason: z.string().nullable(),
  eventId: z.number().int().nullable().describe('The gift event it was sent in.'),
  sentAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type PublicOccasion = z.infer<typeof publicOccasionSchema>;
export const occasionListQuerySchema = z.object({
  ...pageQueryShape,
  ...updatedSinceShape,
  dueFrom: isoDate.optional().describe('Only occasions due on or after this day.'),
  dueTo: isoDate.optional().describe('Only occasions due on or before this day.'),
  state: z.enum(OCCURRENCE_STATES).optional(),
});

/** A life event of an employee: registered by a manager or HR (APPROVED), or asked for by the employee (REQUESTED). */
export const publicLifeEventSchema = z.object({
  lifeEventId: z.number().int(),
  companyCode: z.string(),
  employeeNumber: z.string().nullable(),
  kind: z.enum(LIFE_EVENT_TYPES),
  date: isoDate,
  relation: z.enum(CONDOLENCE_RELATIONS).nullable().describe('CONDOLENCE only: whose death.'),
  state: z.enum(LIFE_EVENT_STATUSES),
  requestedByEmployee: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicLifeEvent = z.infer<typeof publicLifeEventSchema>;
export const lifeEventListQuerySchema = z.object({
  ...pageQueryShape,
  ...updatedSinceShape,
  state: z.enum(LIFE_EVENT_STATUSES).optional(),
  kind: z.enum(LIFE_EVENT_TYPES).optional(),
});

/** POST /life-events: registers a life event of an employee, APPROVED at once; their occasions are recomputed. */
export const lifeEventCreateSchema = z.object({
  employeeNumber: z.string().trim().min(1).max(30),
  kind: z.enum(LIFE_EVENT_TYPES),
  date: isoDate,
  relation: z
    .enum(CONDOLENCE_RELATIONS)
    .nullable()
    .optional()
    .describe('Required for CONDOLENCE, else absent.'),
  memo: z.string().trim().max(500).nullable().optional(),
  companyCode,
});
export const lifeEventCreatedSchema = z.object({
  lifeEventId: z.number().int(),
  state: z.enum(LIFE_EVENT_STATUSES),
});

/** GET /api/v1/tax/employees (tax:read, decision 051): each employee's gifts of a month or a year, as the ledger. */
export const taxEmployeesQuerySchema = z.object({
  ...pageQueryShape,
  year: z.coerce.number().int().min(2019).max(2100).describe('The calendar year.'),
  month: z.coerce.number().int().min(1).max(12).optional().describe('1-12; without it, the whole year.'),
});
const won = (what: string) => z.number().int().describe(`${what}, integer won.`);
export const publicTaxEmployeeSchema = z.object({
  employeeNumber: z.string().nullable(),
  loginId: z.string(),
  companyCode: z.string(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  byPurpose: z
    .record(z.string(), z.number().int())
    .describe(
      'Market value given by purpose (HOLIDAY, BIRTHDAY, FOUNDATION, FAMILY_EVENT, CHILDBIRTH, REWARD, CLIENT).',
    ),
  marketValue: won('Given to the employee (customer gifts aside)'),
  vatExempt: won('Within the 부가가치세법 시행령 제19조의2 limits'),
  vatTaxable: won('Deemed supply (개인적 공급)'),
  selfSupplyVat: won('VAT on the deemed supply'),
  incomeTaxable: won('근로소득'),
  incomeExempt: won('Not income'),
  exemptions: z.array(z.object({ reason: z.string(), amount: z.number().int() })),
  clientGifts: won('Gifts as a customer or business partner (기업업무추진비)'),
  final: z
    .boolean()
    .describe('True when every month of the period is confirmed (the tax.month_confirmed webhook).'),
});
export type PublicTaxEmployee = z.infer<typeof publicTaxEmployeeSchema>;
