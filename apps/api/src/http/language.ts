import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, type Language, matchLanguage } from '@pcs/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The page's language (decision 055): the web app sends it on every call (x-pcs-language). What a request asks in a
 * language it does not know, or without one, is Korean.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  matchLanguage(request.headers[LANGUAGE_HEADER]?.toString()) ?? DEFAULT_LANGUAGE;
