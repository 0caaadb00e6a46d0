import { SCIM_CONTENT_TYPE, SCIM_SCHEMA } from './scim-schemas';

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

/** A path on the SCIM surface: its refusals take the SCIM Error shape, even those made before any route runs. */
export const isScimPath = (url: string) => /^\/scim\/v2(?:[/?#]|$)/i.test(url);

/**
 * The raw reply to a request Fastify or Node refused before routing (a URI or headers too long, a bad URL):
 * content type and body in the SCIM Error shape. 400s are invalidSyntax (RFC 7644 §3.12).
 */
export function scimRefusal(status: number, detail: string) {
  return {
    contentType: `${SCIM_CONTENT_TYPE}; charset=utf-8`,
    body: JSON.stringify(scimErrorBody(status, detail, status === 400 ? 'invalidSyntax' : null)),
  };
}
