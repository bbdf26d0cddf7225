import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import {
  claimDueMessages,
  markAttemptFailed,
  markMessageSent,
  type OutboxChannel,
  type OutboxRow,
} from '../../db/repositories/outbox';
import type { Clock } from '../../lib/clock';
import type { EmailTransport } from './email-transport';
import type { SmsProvider } from './sms-provider';

/** A message is given up (`failed`) after this many attempts; before that it stays `queued` for another try. */
export const MAX_ATTEMPTS = 5;
/** Messages claimed at a time: each claim is one short statement, and the next waits until these are handed over. */
const BATCH_SIZE = 10;
/**
 * How long a claimed message is leased to this sender. Longer than a batch can take (ten messages, each bounded by
 * the transport's timeouts), so nobody else takes it meanwhile; a sender that dies leaves it to be tried again then.
 */
const LEASE_MS = 15 * 60_000;
/** The wait before the next try after a failed one (1st, 2nd, 3rd, 4th failure): a server down for a while is waited out. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
const ERROR_MAX_LENGTH = 1000;

export type DeliveryReport = { sent: number; retrying: number; failed: number };

export type OutboxSenderOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Without it (no SMTP_URL) emails stay queued. */
  email?: EmailTransport | undefined;
  /** Without it (no provider yet) SMS messages stay queued. */
  sms?: SmsProvider | undefined;
  pollMs: number;
};

/**
 * Delivers what the outbox holds: claims due messages of the channels it can send, hands each to its transport, and
 * records the outcome (`sent` with `sent_at`, or one more failed attempt with `last_error`, `failed` after
 * MAX_ATTEMPTS). Delivery is at least once: a sender that dies between the server's acceptance and the write of
 * `sent` sends that message again once its lease runs out.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The pass under way, if any: passes never overlap, whoever asks for them. */
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OutboxSenderOptions) {}

  /** The channels this sender can deliver. */
  get channels(): OutboxChannel[] {
    return [...(this.options.email ? (['email'] as const) : []), ...(this.options.sms ? (['sms'] as const) : [])];
  }

  /** Looks for due messages every `pollMs`, the first time `pollMs` from now, until `stop`. */
  start(): void {
    if (this.stopped || this.timer || this.channels.length === 0) return;
    this.schedule();
  }

  /** Stops the loop, waits for the pass under way, and closes the transports. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
    this.options.email?.close();
  }

  /** One pass now, after the one under way: every message due is tried once. Tests call it instead of waiting. */
  deliverNow(): Promise<DeliveryReport> {
    const pass = this.current.then(() => this.pass());
    this.current = pass.catch(() => undefined);
    return pass;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.deliverNow()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox: delivery pass failed'))
        .finally(() => {
          if (!this.stopped) this.schedule();
        });
    }, this.options.pollMs);
    // The loop alone must not keep the process alive (a CLI, a test that forgot to close).
    this.timer.unref();
  }

  private async pass(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    const channels = this.channels;
    if (channels.length === 0) return report;
    while (!this.stopped) {
      const now = this.options.clock.now();
      const batch = await claimDueMessages(this.options.db, {
        channels,
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH_SIZE,
      });
      if (batch.length === 0) break;
      for (const message of batch) report[await this.deliver(message)] += 1;
    }
    return report;
  }

  /** Hands one claimed message over and records how it went. */
  private async deliver(message: OutboxRow): Promise<keyof DeliveryReport> {
    try {
      await this.handOver(message);
    } catch (error) {
      // The claim counted this attempt already.
      const givenUp = message.attempts >= MAX_ATTEMPTS;
      const retryAt = givenUp ? null : new Date(this.options.clock.now().getTime() + retryDelay(message.attempts));
      const reason = describe(error);
      this.options.log.warn(
        { outboxId: message.id, channel: message.channel, attempts: message.attempts, givenUp, reason },
        'outbox: delivery failed',
      );
      await markAttemptFailed(this.options.db, message.id, { error: reason, retryAt });
      return givenUp ? 'failed' : 'retrying';
    }
    await markMessageSent(this.options.db, message.id, this.options.clock.now());
    return 'sent';
  }

  private async handOver(message: OutboxRow): Promise<void> {
    if (message.channel === 'email') {
      if (!this.options.email) throw new Error('No email transport');
      await this.options.email.send({
        to: message.toAddress,
        subject: message.subject ?? '',
        html: message.body,
        // Lets a bounce or a mail log be traced back to its outbox row.
        headers: { 'X-Outbox-Id': message.id },
      });
      return;
    }
    if (!this.options.sms) throw new Error('No SMS provider');
    await this.options.sms.send({ to: message.toAddress, text: message.body });
  }
}

/** The wait after the given number of failed attempts (the last delay again beyond the list). */
function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

/** What staff see of a failure: the server's or the provider's own words, never a stack trace. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'Unknown error').slice(0, ERROR_MAX_LENGTH);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: `deliverNow()` runs a delivery pass at once (the loop runs by itself when SMTP_URL is set). */
    outbox: OutboxSender;
  }
}
