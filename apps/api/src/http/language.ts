import {
  DEFAULT_LANGUAGE,
  isGiftRecipient,
  LANGUAGE_HEADER,
  type Language,
  matchLanguage,
} from '@pcs/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The page's language (decision 055): the web app sends it on every call (x-pcs-language). What a request asks in a
 * language it does not know, or without one, is Korean.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  matchLanguage(request.headers[LANGUAGE_HEADER]?.toString()) ?? DEFAULT_LANGUAGE;

/**
 * The language of what the API itself writes to a person (refusals, names of states and kinds): the page's for a
 * recipient or someone not signed in yet (login, recovery), Korean for the back office's people whatever their
 * device last chose (decision 055).
 */
export const recipientLanguage = (request: FastifyRequest): Language =>
  request.authUser && !isGiftRecipient(request.authUser.authCd) ? DEFAULT_LANGUAGE : requestLanguage(request);
