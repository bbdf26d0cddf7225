import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, PORT } from './server';

/** The loopback SMTP server of the run (support/mail-catcher.mjs), to which the API delivers its email. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 7);

/** Where the mail catcher writes what it receives. */
export function mailDir(root: string = dataDir()): string {
  return path.join(root, 'mail');
}

export type ReceivedMail = { to: string; raw: string };

/** Every message the SMTP server has received so far for one address. */
export function mailsTo(address: string): ReceivedMail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .map((raw) => ({ to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', raw }))
    .filter((mail) => mail.to.split(', ').includes(address));
}

/** A message's body with quoted-printable soft breaks and escapes undone, to look for text in the HTML. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
