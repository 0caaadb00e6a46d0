import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMailBounce } from '../src/adapters/messaging/mail-bounce';

/** Bounces as mail servers write them (addresses and hosts made up), each returning one of our mails. */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/bounces/${name}.eml`, import.meta.url), 'utf8');
const ORIGINAL = '<pcs.42.0.5f1c9a2b7e3d@pcs.example>';

describe('mail bounce recogniser (decision 052 "Mail bounces")', () => {
  it('reads a standard RFC 3464 DSN from Postfix: action, status, diagnostic and the returned headers', async () => {
    const bounce = await readMailBounce(fixture('postfix-dsn'));
    expect(bounce).toEqual({
      action: 'failed',
      messageId: ORIGINAL,
      status: '5.1.1',
      diagnostic: '550 5.1.1 (address): Recipient address rejected: User unknown in virtual mailbox table',
    });
  });

  it("reads Gmail's bounce: the returned mail attached whole, or only the X-Original-Message-ID", async () => {
    const gmail = fixture('gmail-bounce');
    const bounce = await readMailBounce(gmail);
    expect(bounce).toMatchObject({ action: 'failed', messageId: ORIGINAL, status: '5.1.1' });
    expect(bounce?.diagnostic).toMatch(
      /^550-5\.1\.1 The email account that you tried to reach does not exist/,
    );
    expect(bounce?.diagnostic?.length).toBeLessThanOrEqual(200);

    // Without the returned copy, the per-message field still names it.
    const cut = gmail.slice(0, gmail.lastIndexOf('--000000000000a1b2c3d4e5f6\nContent-Type: message/rfc822'));
    const headersOnly = await readMailBounce(`${cut}--000000000000a1b2c3d4e5f6--\n`);
    expect(headersOnly).toMatchObject({ action: 'failed', messageId: ORIGINAL });
  });

  it('reads a non-standard bounce that quotes the returned headers in its text (qmail)', async () => {
    expect(await readMailBounce(fixture('qmail-bounce'))).toEqual({
      action: 'failed',
      messageId: ORIGINAL,
      status: '5.1.1',
      diagnostic: 'Sorry, no mailbox here by that name. (#5.1.1)',
    });
  });

  it('takes a delayed DSN for a soft bounce, and a given-up 4.x.x as final', async () => {
    expect(await readMailBounce(fixture('postfix-delayed'))).toMatchObject({
      action: 'delayed',
      messageId: ORIGINAL,
      status: '4.4.1',
    });
    // Postfix reports a mail it gave up on after its queue lifetime as failed with a 4.x.x status.
    const expired = fixture('postfix-delayed')
      .replace('Action: delayed', 'Action: failed')
      .replace('Status: 4.4.1', 'Status: 4.4.7');
    expect(await readMailBounce(expired)).toMatchObject({ action: 'failed', status: '4.4.7' });
  });

  it('is not fooled by an auto-reply to our mail, nor by a person writing about an undelivered mail', async () => {
    expect(await readMailBounce(fixture('auto-reply'))).toBeNull();
    const person = [
      'From: Kim <kim@example.com>',
      'To: no-reply@pcs.example',
      'Subject: Re: undelivered gift?',
      `In-Reply-To: ${ORIGINAL}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'My gift was not delivered. Status: 5.1.1?',
      '',
    ].join('\n');
    expect(await readMailBounce(person)).toBeNull();
  });

  it('leaves no address in what it returns', async () => {
    for (const name of ['postfix-dsn', 'gmail-bounce', 'qmail-bounce', 'postfix-delayed']) {
      const bounce = await readMailBounce(fixture(name));
      expect(bounce?.diagnostic ?? '').not.toMatch(/@/);
    }
  });
});
