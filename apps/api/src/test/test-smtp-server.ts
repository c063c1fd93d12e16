import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The body with quoted-printable decoded. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** How many RCPT TO commands to refuse with a temporary error before accepting. */
  refuseFirst?: number;
  /** Delay before accepting DATA, so that sends overlap. */
  dataDelayMs?: number;
}

function parse(raw: string, mailFrom: string, rcptTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // `raw` holds the bytes as latin1 characters; decode the transfer encoding, then read UTF-8.
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : Buffer.from(
          encoding === 'quoted-printable'
            ? body
                .replace(/=\r\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                )
            : body,
          'latin1',
        );
  return { mailFrom, rcptTo, headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a free loopback port that keeps what it accepts (test support). */
export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  let refusalsLeft = options.refuseFirst ?? 0;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS on offer nodemailer stays on plain text, as no certificate is trusted here.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusalsLeft > 0) {
        refusalsLeft -= 1;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        setTimeout(() => {
          received.push(parse(Buffer.concat(chunks).toString('latin1'), mailFrom, rcptTo));
          callback();
        }, options.dataDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
