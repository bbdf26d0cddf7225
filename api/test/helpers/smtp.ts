import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the receiver got it: the envelope, the headers and the decoded HTML body. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  html: string;
};

export type SmtpReceiver = {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server on the loopback interface, on a free port, without authentication or TLS, that keeps what it
 * receives. `refuse` makes it answer every MAIL FROM with that permanent error instead.
 */
export async function startSmtpReceiver(options: { refuse?: string } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const handlers: SMTPServerOptions = {
    logger: false,
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!options.refuse) return callback();
      return callback(Object.assign(new Error(options.refuse), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(handlers);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on the loopback interface that nothing listens on (connections to it are refused). */
export async function closedPort(): Promise<number> {
  const receiver = await startSmtpReceiver();
  await receiver.close();
  return receiver.port;
}

/** Headers and body of a one-part message as nodemailer writes an HTML-only email. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  // The line break before the DATA terminator belongs to the transmission, not the body.
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) throw new Error(`expected a one-part text/html message, got ${type}`);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const html =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), html };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as a non-ASCII subject is sent. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
