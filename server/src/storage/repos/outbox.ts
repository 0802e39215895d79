import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** One message the server sent or tried to send. */
export interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  /** The text body; kept only for messages that stay in the outbox (no SMTP configured). */
  body: string | null;
  kind: string;
  status: 'outbox' | 'sent' | 'failed';
  error: string | null;
  created_at: number;
}

/** The mail outbox: every message, its delivery status, and the body when no SMTP server is set. */
export class OutboxRepo {
  constructor(private readonly db: Db) {}

  async add(
    input: Omit<OutboxRow, 'id' | 'created_at' | 'error'> & { error?: string | null },
  ): Promise<OutboxRow> {
    const row: OutboxRow = { ...input, error: input.error ?? null, id: randomUUID(), created_at: Date.now() };
    await this.db.run(
      'INSERT INTO mail_outbox (id, to_email, subject, body, kind, status, error, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [row.id, row.to_email, row.subject, row.body, row.kind, row.status, row.error, row.created_at],
    );
    return row;
  }

  async setStatus(id: string, status: OutboxRow['status'], error: string | null = null): Promise<void> {
    await this.db.run('UPDATE mail_outbox SET status = $2, error = $3 WHERE id = $1', [id, status, error]);
  }

  /** Newest first, optionally for one address. */
  async list(options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
    const limit = options.limit ?? 20;
    return options.to
      ? this.db.all<OutboxRow>(
          'SELECT * FROM mail_outbox WHERE to_email = $1 ORDER BY created_at DESC, id LIMIT $2',
          [options.to.trim().toLowerCase(), limit],
        )
      : this.db.all<OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1', [limit]);
  }
}

/** Addresses whose mail could not be delivered, per organization of the team that invited them. */
export class SuppressedEmailRepo {
  constructor(private readonly db: Db) {}

  /** Records an address once per organization (null: mail not sent on an organization's behalf). */
  async add(email: string, organizationId: string | null, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await tx.get(
        'SELECT id FROM suppressed_emails WHERE email = $1 AND COALESCE(organization_id, $3) = COALESCE($2, $3)',
        [email, organizationId, ''],
      );
      if (existing) return;
      await tx.run(
        'INSERT INTO suppressed_emails (id, email, organization_id, reason, created_at) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), email, organizationId, reason, Date.now()],
      );
    });
  }

  /** Suppressed addresses of an organization whose domain is `domain` (lower-case), sorted. */
  async list(organizationId: string, domain: string): Promise<string[]> {
    const rows = await this.db.all<{ email: string }>(
      `SELECT DISTINCT email FROM suppressed_emails WHERE organization_id = $1 AND email LIKE $2 ORDER BY email`,
      [organizationId, `%@${domain.replace(/[%_\\]/g, '')}`],
    );
    return rows.map((r) => r.email).filter((e) => e.endsWith(`@${domain}`));
  }

  /** True when mail to the address failed before (any organization). */
  async isSuppressed(email: string): Promise<boolean> {
    return (await this.db.get('SELECT id FROM suppressed_emails WHERE email = $1', [email])) !== undefined;
  }
}
