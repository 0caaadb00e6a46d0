import { SCIM_SCHEMA } from './scim-schemas';

/** RFC 7644 §3.12 scimType: only for 400 and 409. */
export type ScimType =
  | 'invalidFilter'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'tooMany';

/** A SCIM refusal; the /scim/v2 error handler writes it in the SCIM Error shape. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType: ScimType | null = null,
    /** Sent as Retry-After (429). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimBadRequest = (scimType: ScimType, detail: string) => new ScimError(400, detail, scimType);
export const scimNotFound = (detail = 'Resource not found') => new ScimError(404, detail);

/** The Error body: `status` is a string (RFC 7644 and its errata), scimType only for 400 and 409. */
export function scimErrorBody(status: number, detail: string, scimType: ScimType | null) {
  return {
    schemas: [SCIM_SCHEMA.error],
    status: String(status),
    detail,
    ...(scimType && (status === 400 || status === 409) ? { scimType } : {}),
  };
}
