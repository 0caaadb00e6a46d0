import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server took: its envelope recipients and its raw data. */
export type ReceivedMail = { to: string; data: string };

/**
 * An in-process SMTP server on a free local port that keeps every mail it accepts; recipients `refuse` picks are
 * refused with 550 (a bad address). Close it after the file.
 */
export async function startTestSmtpServer(refuse: (address: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refuse(address.address))
        return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
