import { HttpError } from '../http/errors';
import { slidingWindow } from '../storage/repos/usage';
import type { Store } from '../storage/store';

/**
 * Mails of a kind one address may receive per hour. Anyone can make the server write to an address
 * (register it, log in to an unconfirmed account, invite it, ask for a password reset), so without a
 * limit the server could be used to flood someone else's inbox (issue #17, finding 7).
 */
export const MAILS_PER_ADDRESS_PER_HOUR: Readonly<Record<'confirm' | 'invite' | 'reset', number>> = {
  confirm: 3,
  invite: 5,
  reset: 3,
};

const HOUR_SECONDS = 3600;

/** A mail refused because its address had enough of its kind this hour (429 with Retry-After). */
export class RecipientLimited extends HttpError {
  constructor(
    readonly address: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      429,
      `${address} was sent enough messages of this kind in the last hour; try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s)`,
      { retry_after: retryAfterSeconds },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/**
 * Takes one of the address's hourly slots for `kind` (a sliding hour, counted atomically with the
 * quota ledger's windows), or throws RecipientLimited.
 */
export async function reserveRecipientSlot(
  store: Store,
  address: string,
  kind: keyof typeof MAILS_PER_ADDRESS_PER_HOUR,
  now = Date.now(),
): Promise<void> {
  const window = slidingWindow(`mail-${kind}`, now, HOUR_SECONDS, MAILS_PER_ADDRESS_PER_HOUR[kind]);
  const r = await store.quota.reserve(`mailto:${address.toLowerCase()}`, 1, [window], now);
  if (!r.ok) throw new RecipientLimited(address, Math.max(1, Math.ceil((r.exceeded.resetsAt - now) / 1000)));
}
