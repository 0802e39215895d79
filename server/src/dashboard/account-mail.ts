import type { AppDeps } from '../deps';
import { mailService } from '../mail';
import { publicBaseUrl } from '../mail/links';
import { RecipientLimited, reserveRecipientSlot } from '../mail/recipient-limit';

/** Confirmation links stay valid for two days. */
const CONFIRM_TTL_MS = 48 * 3600 * 1000;
/** Password-reset links stay valid for an hour. */
export const RESET_TTL_MS = 3600 * 1000;

/**
 * Mails a confirmation link, unless the address already got its hourly share of them (then
 * nothing is sent and false is returned: the links already sent still work).
 */
export async function sendConfirmation(deps: AppDeps, userId: string, email: string): Promise<boolean> {
  if (!(await takeSlot(deps, email, 'confirm'))) return false;
  const token = await deps.store.accounts.createToken(userId, 'confirm', CONFIRM_TTL_MS);
  const link = `${publicBaseUrl(deps.config)}/dashboard/confirm?token=${token}`;
  await mailService(deps).send({
    to: email,
    subject: 'Confirm your email address for Margin',
    kind: 'confirm',
    text: `Confirm your email address to finish creating your Margin account:\n\n${link}\n\nThe link works once, for 48 hours. If you did not register, ignore this message.\n`,
  });
  return true;
}

/**
 * Mails a password-reset link when the address belongs to an account with a password. Unknown
 * addresses, accounts without a password (created by the admin CLI) and addresses over their hourly
 * limit get nothing; the page answers them all alike.
 */
export async function mailResetLinkIfAccount(deps: AppDeps, email: string): Promise<boolean> {
  const user = await deps.store.users.byEmail(email);
  if (!user || !(await deps.store.accounts.passwordHash(user.id))) return false;
  return sendPasswordReset(deps, user.id, email);
}

/** Mails a password-reset link, unless the address already got its hourly share of them. */
async function sendPasswordReset(deps: AppDeps, userId: string, email: string): Promise<boolean> {
  if (!(await takeSlot(deps, email, 'reset'))) return false;
  const token = await deps.store.passwordResets.create(userId, RESET_TTL_MS);
  const link = `${publicBaseUrl(deps.config)}/dashboard/reset?token=${token}`;
  await mailService(deps).send({
    to: email,
    subject: 'Reset your Margin password',
    kind: 'reset',
    text: `Someone (hopefully you) asked to reset the password of your Margin account:\n\n${link}\n\nThe link works once, for one hour; setting a new password logs out every session. If you did not ask for this, ignore this message: your password stays as it is.\n`,
  });
  return true;
}

async function takeSlot(deps: AppDeps, email: string, kind: 'confirm' | 'reset'): Promise<boolean> {
  try {
    await reserveRecipientSlot(deps.store, email, kind);
    return true;
  } catch (err) {
    if (!(err instanceof RecipientLimited)) throw err;
    deps.logger.info('mail to an address over its hourly limit not sent', { kind });
    return false;
  }
}
