import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { messageOutbox } from '../../src/db/schema/index';
import { post } from './test-app';

/** The latest auth number queued for a recipient, read from the outbox row's secret as a transport would. */
export async function lastAuthCode(db: Db, recipient: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: messageOutbox.secret })
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, recipient))
    .orderBy(desc(messageOutbox.id))
    .limit(1);
  return row?.secret ?? null;
}

/** Sends and confirms an auth number; returns the authToken. */
export async function confirmedAuthToken(
  app: FastifyInstance,
  db: Db,
  body: Record<string, unknown>,
  recipient: string,
  token?: string,
): Promise<string> {
  const sent = await post(app, '/v1/ebmp/pcs/user/sendAuthNumber.json', body, token);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body.resultStatus.messageText}`);
  const { authId } = sent.body.resultData as { authId: string };
  const code = await lastAuthCode(db, recipient);
  const res = await post(app, '/v1/ebmp/main/user/confirmAuthNumber.json', { authId, authNumber: code });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body.resultStatus.messageText}`);
  return (res.body.resultData as { authToken: string }).authToken;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read reply JSON loosely; the server's zod reply schemas already ran
type LooseData = any;

/** post() with the reply data typed loosely, for tests that read nested fields. */
export async function call(app: FastifyInstance, url: string, body: unknown = {}, token?: string) {
  const res = await post(app, url, body, token);
  return res as {
    statusCode: number;
    body: { resultStatus: typeof res.body.resultStatus; resultData: LooseData };
  };
}
