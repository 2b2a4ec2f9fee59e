import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** The first mail to `address`, waiting for it up to 10 s (the outbox sends on its own poll). */
  mailTo(address: string): Promise<ReceivedMail | undefined>;
  close(): Promise<void>;
}

/** A local mail server that keeps what the app sends, for the specs that read a mailed link. */
export function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const find = (address: string) => received.find((mail) => mail.to.includes(address));
  async function mailTo(address: string): Promise<ReceivedMail | undefined> {
    const deadline = Date.now() + 10_000;
    while (!find(address) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return find(address);
  }
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        received,
        mailTo,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
