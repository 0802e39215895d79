import type { Logger } from '../log/logger';
import type { Store } from '../storage/store';
import type { Mailer, MailMessage } from './types';

/** Where a message was sent from: an organization's team (suppressions are listed per organization). */
export interface MailContext {
  organizationId?: string | null;
}

/**
 * Sends mail through a transport and records every message in the outbox. With the default
 * outbox transport the message (with its body) is stored at once; with SMTP delivery runs in the
 * background and a failure records the address as suppressed. Log lines name the recipient and
 * subject, never the body (it can carry a single-use link).
 */
export class MailService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: Store,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  get transport(): Mailer['kind'] {
    return this.mailer.kind;
  }

  /** Sends a message; resolves once it is in the outbox (SMTP delivery continues in the background). */
  async send(message: MailMessage, context: MailContext = {}): Promise<void> {
    if (this.mailer.kind === 'outbox') {
      await this.mailer.deliver(message);
      const row = await this.store.outbox.add({
        to_email: message.to,
        subject: message.subject,
        body: message.text,
        kind: message.kind,
        status: 'outbox',
      });
      this.logger.info('mail stored in the outbox (no SMTP_URL); read it with "npm run admin -- outbox"', {
        id: row.id,
        to: message.to,
        subject: message.subject,
      });
      return;
    }
    const job = this.deliver(message, context).finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Waits until every background delivery has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async deliver(message: MailMessage, context: MailContext): Promise<void> {
    try {
      await this.mailer.deliver(message);
      await this.store.outbox.add({
        to_email: message.to,
        subject: message.subject,
        body: null,
        kind: message.kind,
        status: 'sent',
      });
      this.logger.info('mail sent', { to: message.to, subject: message.subject });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
      this.logger.warn('mail delivery failed; address suppressed', {
        to: message.to,
        subject: message.subject,
        reason,
      });
      try {
        await this.store.outbox.add({
          to_email: message.to,
          subject: message.subject,
          body: null,
          kind: message.kind,
          status: 'failed',
          error: reason,
        });
        await this.store.suppressedEmails.add(message.to, context.organizationId ?? null, reason);
      } catch (dbErr) {
        this.logger.error('cannot record a failed delivery', { to: message.to, error: String(dbErr) });
      }
    }
  }
}
