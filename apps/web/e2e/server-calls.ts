import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a journey reads or prepares outside the browser, whichever runner starts the server: its address and its
 * local mailbox come through the environment (E2E_BASE_URL, E2E_MESSAGES_DIR).
 */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Phones whose 알림톡 the local mailbox of every journey's server reports FAILED (LOCAL_MESSAGE_FAIL_TO with a channel,
 * decision 052), so the delivery chain's 문자 reaches them. Outside the range the demo seed gives phones (010-2000-0000
 * and up, plus a few fixed ones), so no other journey's message can meet them; the delivery-chain journey gives them
 * to people of its own.
 */
export const ALIMTALK_FAILING_PHONES = ['01019990001', '01019990002'] as const;

/** The server under test. */
export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('e2e: no server (run the suite through its runner, whose global setup starts it)');
  return url;
};

/** The server's local mailbox: no SMS/SMTP provider is configured, each message is a file `to: {recipient}\n...`. */
export const messagesDir = (): string => process.env.E2E_MESSAGES_DIR ?? '';

/** A JSON call to the server under test (to read or prepare what a journey needs). */
export async function api(url: string, body: unknown, token?: string) {
  const res = await fetch(`${baseURL()}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as {
    resultStatus: { messageCode: string; messageText?: string };
    resultData: unknown;
  };
}

/** A login token of a demo user, for api(). */
export async function tokenOf(userId: string, password = DEMO_PASSWORD): Promise<string> {
  const reply = await api('/v1/ebmp/login.json', { userId, password });
  return (reply.resultData as { loginUserToken: string }).loginUserToken;
}

/** The texts of the local mailbox, oldest first. */
export async function mailboxTexts(): Promise<{ file: string; text: string }[]> {
  const dir = messagesDir();
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
  );
}

/** Messages in the mailbox to `to` whose text holds every needle, oldest first. */
export async function mailbox(to: string, ...needles: string[]): Promise<string[]> {
  return (await mailboxTexts())
    .map((m) => m.text)
    .filter((text) => text.startsWith(`to: ${to}\n`) && needles.every((n) => text.includes(n)));
}

/** Opens a message's claim link as a phone's browser does, without following the redirect (decision 053). */
export const openClaimLink = (link: string) =>
  fetch(link.replace(/^https?:\/\/[^/]+/, baseURL()), {
    redirect: 'manual',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KAKAOTALK 10.4.0' },
  });
