/** The checker's state as the status line shows it. */
export interface StatusView {
  state:
    | 'idle'
    | 'checking'
    | 'ready'
    | 'offline'
    | 'unauthorized'
    | 'rate-limited'
    | 'unavailable'
    | 'error'
    | 'disabled';
  message: string;
  /** Suggestions currently underlined. */
  count: number;
}

/**
 * A quiet, polite live region with the checker's state ("3 suggestions", "Server unreachable;
 * retrying"): never a dialog, so a server that is down does not interrupt writing.
 */
export function StatusBadge(props: { status: StatusView }) {
  const { status } = props;
  return (
    <div
      class={`margin-status margin-status-${status.state}`}
      role="status"
      aria-live="polite"
      data-state={status.state}
    >
      <span class="margin-status-dot" aria-hidden="true" />
      {status.message}
    </div>
  );
}
