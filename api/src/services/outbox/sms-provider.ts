export type SmsMessage = { to: string; text: string };

/**
 * Hands one SMS to a provider (`to` in international form, `+66812345678`); resolves once the provider has accepted
 * it, rejects with its refusal. No provider is wired in yet: the centre has not chosen one, so SMS messages stay
 * queued in the outbox, where staff see them, until an adapter implementing this is passed to the sender.
 */
export type SmsProvider = {
  send: (message: SmsMessage) => Promise<void>;
};
