import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** This server's public base URL: PUBLIC_URL when set, otherwise what the caller used to reach it. */
export const publicBaseUrl = (config: Config, request: FastifyRequest): string =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;
