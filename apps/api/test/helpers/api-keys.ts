import { API_KEY_PATH } from '@pcs/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from './test-app';

/** Creates a public API key on the key screen's call as `token`'s user; the whole key is in this reply only. */
export async function newApiKey(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<{ apiKey: string; apiKeySn: number }> {
  const res = await post(app, API_KEY_PATH.create, body, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.resultData as { apiKey: string; apiKeySn: number };
}
