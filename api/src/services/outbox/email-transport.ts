import nodemailer from 'nodemailer';

export type EmailMessage = { to: string; subject: string; html: string; headers?: Record<string, string> };

/** Hands one email to a mail server; resolves once the server has accepted it, rejects with its refusal. */
export type EmailTransport = {
  send: (message: EmailMessage) => Promise<void>;
  close: () => void;
};

/**
 * Email through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...` for TLS from the start),
 * with nodemailer. Timeouts are short: a server that does not answer should cost the sender seconds, not the ten
 * minutes nodemailer waits by default, while messages behind it wait.
 */
export function smtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
