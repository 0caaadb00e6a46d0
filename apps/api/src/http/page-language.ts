import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, type Language, matchLanguage } from '@pcs/domain';
import type { FastifyRequest } from 'fastify';

/** The language of the page that called (decision 055): the web sends it on every call; none is Korean. */
export const pageLanguage = (request: FastifyRequest): Language =>
  matchLanguage(request.headers[LANGUAGE_HEADER]?.toString()) ?? DEFAULT_LANGUAGE;
