import type { AuthFailureStatus } from '@margin/shared/contract/endpoint';
import { HttpError } from '../http/errors';
import type { KeyOwner } from '../storage/repos/keys';
import type { Store } from '../storage/store';

/**
 * Resolves a key to its owner, or throws the endpoint's failure status: 400 on Edits and
 * Semantic search, 401 elsewhere (API.md "Authentication"). Every request checks the database,
 * so a revoked key stops working at once.
 */
export async function authenticate(
  store: Store,
  key: string | undefined,
  failure: Exclude<AuthFailureStatus, 'none'>,
): Promise<KeyOwner> {
  if (!key) throw new HttpError(failure, 'key: an API key is required (body "key" or Authorization: Bearer)');
  const owner = await store.keys.authenticate(key);
  if (!owner) throw new HttpError(failure, 'key: invalid or revoked API key');
  return owner;
}
