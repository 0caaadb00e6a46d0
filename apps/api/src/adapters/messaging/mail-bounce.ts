import type * as MailParser from 'mailparser';
import { z } from 'zod';
import { lazyModule } from '../../lib/lazy-module';

/** mailparser is loaded only where a bounce mailbox is read (lib/lazy-module.ts). */
const mailparser = lazyModule<typeof MailParser>('mailparser');

/**
 * What a bounce says about the mail it returns (decision 052 "Mail bounces"). `failed` is final: RFC 3464's
 * `Action: failed`, whatever its status class (an MTA that gave up after its queue lifetime reports 4.4.7 as
 * failed). `delayed` is a soft bounce, still being retried: not a failure.
 */
export const mailBounceSchema = z.object({
  action: z.enum(['failed', 'delayed']),
  /** The returned mail's Message-ID with its angle brackets, as its step's receipt keeps it; null: none found. */
  messageId: z
    .string()
    .max(120)
    .regex(/^<[^<>\s]+>$/)
    .nullable(),
  /** RFC 3463 enhanced status code, e.g. 5.1.1. */
  status: z.string().regex(/^[245]\.\d{1,3}\.\d{1,3}$/),
  /** The remote server's words, addresses taken out; null when the bounce gives none. */
  diagnostic: z.string().max(200).nullable(),
});
export type MailBounce = z.infer<typeof mailBounceSchema>;

const DSN_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status']);
/** Parts that return the original mail or its headers (RFC 3462, RFC 6533). */
const RETURNED_TYPES = new Set([
  'text/rfc822-headers',
  'message/rfc822',
  'message/global',
  'message/global-headers',
]);
/** Senders of non-standard bounces (qmail, older Exchange, some portals) and their usual subjects. */
const DAEMON_FROM = /^(mailer-daemon|mail-daemon|mailerdaemon|postmaster)@/i;
const BOUNCE_SUBJECT =
  /undeliver|returned mail|failure notice|delivery (status notification|failure|has failed|failed)|mail delivery (failed|system)|반송|전송 실패|발송 실패|배달 실패/i;
const DELAY_WORDS =
  /\bdelayed\b|will be retried|will retry|still (being )?retried|warning only|not yet been delivered|지연/i;
/** An enhanced status code standing alone (not a piece of an IP address or version number). */
const STATUS_CODE = /(?<![\d.])([245]\.\d{1,3}\.\d{1,3})(?![\d.])/;
/** A quoted header line naming the original Message-ID, as non-standard bounces copy the returned mail. */
const QUOTED_MESSAGE_ID = /^[ \t>]*Message-ID:[ \t]*(<[^<>\s]+>)/im;
const ADDRESS = /<?[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+>?/g;
/** Larger mails are not read: a bounce of our text-only mails is a few kilobytes. */
export const MAX_BOUNCE_BYTES = 2_000_000;

const PARSE_OPTIONS = { keepDeliveryStatus: true, skipTextToHtml: true, skipImageLinks: true } as const;

/**
 * Reads one mail of the bounce mailbox: the bounce it is (RFC 3464 delivery status notification, or a
 * non-standard bounce that quotes the returned mail's headers), or null when it is no bounce (an auto-reply, a
 * person's mail, a report of success). Parsing is mailparser's throughout; only the choice of fields is ours.
 */
export async function readMailBounce(source: Buffer | string): Promise<MailBounce | null> {
  if (source.length > MAX_BOUNCE_BYTES) return null;
  const mail = await mailparser().simpleParser(source, PARSE_OPTIONS);
  const type = mail.headers.get('content-type');
  const isReport =
    isStructured(type) &&
    type.value === 'multipart/report' &&
    type.params['report-type']?.toLowerCase() === 'delivery-status';
  const found = isReport ? await deliveryStatus(mail) : await quotedBounce(mail);
  if (!found) return null;
  const parsed = mailBounceSchema.safeParse(found);
  return parsed.success ? parsed.data : null;
}

/** A standard DSN: the delivery-status part's fields, one group per message and per recipient. */
async function deliveryStatus(mail: MailParser.ParsedMail): Promise<MailBounce | null> {
  const part = mail.attachments.find((a) => DSN_TYPES.has(a.contentType));
  if (!part) return null;
  const groups = await Promise.all(
    part.content
      .toString('utf8')
      .split(/\r?\n[ \t]*\r?\n/)
      .filter((g) => g.trim() !== '')
      // The fields are header syntax (RFC 3464 §2.1): mailparser's header parser reads them, folding and all.
      .map(async (g) => (await mailparser().simpleParser(`${g.trim()}\n\n`)).headers),
  );
  const [perMessage, ...recipients] = groups;
  if (!perMessage) return null;
  const actionOf = (h: MailParser.Headers) =>
    field(h, 'action')
      ?.trim()
      .toLowerCase()
      .split(/[\s(;]/)[0];
  const recipient =
    recipients.find((h) => actionOf(h) === 'failed') ??
    recipients.find((h) => field(h, 'action') !== undefined || field(h, 'status') !== undefined);
  if (!recipient) return null;
  const status = STATUS_CODE.exec(field(recipient, 'status') ?? '')?.[1];
  const action = actionOf(recipient) ?? (status?.startsWith('5') ? 'failed' : 'delayed');
  // delivered, relayed, expanded: reports of success this product never asks for (no NOTIFY=SUCCESS).
  if (action !== 'failed' && action !== 'delayed') return null;
  const diagnostic = field(recipient, 'diagnostic-code')?.replace(/^\s*[\w-]+\s*;/, '');
  return {
    action,
    messageId:
      (await returnedMessageId(mail)) ??
      bracketed(field(perMessage, 'x-original-message-id')) ??
      QUOTED_MESSAGE_ID.exec(mail.text ?? '')?.[1] ??
      null,
    status: status ?? (action === 'failed' ? '5.0.0' : '4.0.0'),
    diagnostic: cleanDiagnostic(diagnostic),
  };
}

/**
 * A non-standard bounce: from a mailer daemon or with a bounce's subject, naming the returned mail by an attached
 * copy or by its quoted headers. Its words before the copy say whether it is final and why.
 */
async function quotedBounce(mail: MailParser.ParsedMail): Promise<MailBounce | null> {
  const from = mail.from?.value[0]?.address ?? '';
  if (!DAEMON_FROM.test(from) && !BOUNCE_SUBJECT.test(mail.subject ?? '')) return null;
  const text = mail.text ?? '';
  const quoted = QUOTED_MESSAGE_ID.exec(text);
  const messageId = (await returnedMessageId(mail)) ?? quoted?.[1] ?? null;
  // A daemon's mail that names no returned message (a notice, a digest) is nothing to act on.
  if (!messageId) return null;
  const own = text.slice(0, quoted ? quotedHeadersStart(text, quoted.index) : text.length);
  const action = DELAY_WORDS.test(`${mail.subject ?? ''}\n${own}`) ? 'delayed' : 'failed';
  const status = STATUS_CODE.exec(own);
  const line = status ? own.slice(own.lastIndexOf('\n', status.index) + 1).split('\n')[0] : undefined;
  return {
    action,
    messageId,
    status: status?.[1] ?? (action === 'failed' ? '5.0.0' : '4.0.0'),
    diagnostic: cleanDiagnostic(line),
  };
}

/** The Message-ID of an attached copy of the returned mail, or of its attached headers. */
async function returnedMessageId(mail: MailParser.ParsedMail): Promise<string | null> {
  const part = mail.attachments.find((a) => RETURNED_TYPES.has(a.contentType));
  if (!part) return null;
  const returned = await mailparser().simpleParser(part.content, PARSE_OPTIONS);
  return bracketed(returned.messageId) ?? null;
}

/** Where the quoted header block around a quoted Message-ID line starts (its first header line). */
function quotedHeadersStart(text: string, messageIdAt: number): number {
  const before = text.slice(0, messageIdAt).split('\n');
  let start = messageIdAt;
  for (let i = before.length - 2; i >= 0; i -= 1) {
    const line = before[i] ?? '';
    if (!/^[ \t>]*[\w-]+:|^[ \t]+\S/.test(line)) break;
    start -= line.length + 1;
  }
  return start;
}

/** The diagnostic with every address taken out and its folding undone, short enough for the receipt. */
function cleanDiagnostic(text: string | undefined): string | null {
  const clean = text?.replace(ADDRESS, '(address)').replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean ? clean : null;
}

function field(headers: MailParser.Headers, name: string): string | undefined {
  const value = headers.get(name);
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function bracketed(id: string | undefined): string | undefined {
  const bare = id?.trim().replace(/^<|>$/g, '');
  return bare && !/[<>\s]/.test(bare) ? `<${bare}>` : undefined;
}

function isStructured(value: MailParser.HeaderValue | undefined): value is MailParser.StructuredHeader {
  return typeof value === 'object' && value !== null && 'value' in value && 'params' in value;
}
