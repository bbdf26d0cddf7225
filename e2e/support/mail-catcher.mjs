// A real SMTP server on loopback for the journeys: the API's outbox sender delivers to it over SMTP, and it writes each
// message it receives to MAIL_DIR as '<time>-<n>.eml', headed by the envelope's recipients, for the journeys to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) throw new Error('mail-catcher needs SMTP_PORT and MAIL_DIR');
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      const file = path.join(dir, `${Date.now()}-${received}.eml`);
      writeFileSync(file, `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
