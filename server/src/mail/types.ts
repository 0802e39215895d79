/** One outgoing message. Bodies are plain text; they may carry single-use links, never keys or passwords. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for, e.g. `invite` or `confirm` (kept in the outbox). */
  kind: string;
}

/** A transport. `deliver` throws when the message cannot be delivered (the address is then suppressed). */
export interface Mailer {
  /** `outbox`: messages stay in the outbox table; `smtp`: handed to an SMTP server. */
  readonly kind: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}
