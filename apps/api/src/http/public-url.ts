import type { Config } from '../config';

/** This server's public base URL, from configuration only (PUBLIC_URL): never from the request's Host header. */
export const publicBaseUrl = (config: Config): string => config.publicUrl;
