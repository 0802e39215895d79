import type { IssuedWireEdit } from '../../engines/edits/wire';
import type { Store } from '../../storage/store';
import type { IdScope } from './pipeline';

/** Records every issued edit, so that accept and reject can resolve its id (once per edit per document). */
export async function recordIssued(store: Store, scope: IdScope, issued: IssuedWireEdit[]): Promise<void> {
  await store.issuedEdits.record(
    issued.map((w) => ({
      id: w.edit.id,
      key_id: scope.keyId,
      user_id: scope.userId ?? null,
      session_id: scope.sessionId,
      original: w.original,
      replacement: w.edit.replacement,
      rule: w.finding.ruleId,
      error_type: w.edit.error_type ?? null,
    })),
  );
}
