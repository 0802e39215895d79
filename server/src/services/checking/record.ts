import { setImmediate as nextTurn } from 'node:timers/promises';
import type { IssuedWireEdit } from '../../engines/edits/wire';
import type { Store } from '../../storage/store';
import type { IdScope } from './pipeline';

// Edits recorded per storage call: each is one synchronous SQLite transaction, so a request's 5,000
// edits are written in slices with a turn of the event loop between them.
const RECORD_SLICE = 500;

/** Records every issued edit, so that accept and reject can resolve its id (once per edit per document). */
export async function recordIssued(store: Store, scope: IdScope, issued: IssuedWireEdit[]): Promise<void> {
  for (let from = 0; from < issued.length; from += RECORD_SLICE) {
    if (from > 0) await nextTurn();
    await store.issuedEdits.record(
      issued.slice(from, from + RECORD_SLICE).map((w) => ({
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
}
