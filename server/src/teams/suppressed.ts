import { HttpError } from '../http/errors';
import type { Store } from '../storage/store';
import type { Actor } from './access';
import { emailDomain } from './emails';

/**
 * Invited addresses whose mail could not be delivered (API.md "Suppressed Emails"): only for
 * members granted access to the organization (`npm run admin -- grant-suppressed-access`), and
 * only addresses in the requester's own domain.
 */
export async function listSuppressedEmails(
  store: Store,
  actor: Actor,
  organizationId: string,
): Promise<string[]> {
  if (!(await store.organizations.hasSuppressedEmailsAccess(organizationId, actor.user_id))) {
    throw new HttpError(
      403,
      `you have no access to the suppressed emails of organization ${organizationId}; ask the server operator to grant it`,
    );
  }
  return store.suppressedEmails.list(organizationId, emailDomain(actor.email));
}
