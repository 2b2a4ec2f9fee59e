import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives; mail to a "reject@" address is refused. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  /** The next this many messages get a temporary failure (421), like a mail server that is restarting. */
  failNext: { count: number };
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const failNext = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject@')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (failNext.count > 0) {
        failNext.count--;
        return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail is sent, and timers write, in the background after the response: polls until `probe` gives a value. */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 4000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for the condition`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const unfold = (data: string) => data.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

/** A received mail as its reader sees it: the subject and parts decoded (quoted-printable, encoded words, UTF-8). */
export async function readMail(mail: ReceivedMail): Promise<{ subject: string; text: string; html: string }> {
  const parsed = await simpleParser(mail.data);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}
