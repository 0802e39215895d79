/** One row of a printed table: column name → cell. Columns follow the first row's key order. */
export type TableRow = Record<string, string | number>;

const NUMERIC = /^[-+]?[\d,]+(\.\d+)?$/;

/** Numbers (and numbers already formatted as text) right-aligned, other text left-aligned. */
function pad(cell: string | number, width: number): string {
  const text = String(cell);
  return typeof cell === 'number' || NUMERIC.test(text) ? text.padStart(width) : text.padEnd(width);
}

/** Renders rows as a plain-text table with a header and a rule, ready for a terminal or a CI log. */
export function formatTable(rows: TableRow[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i]))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c] ?? ''))),
  ].join('\n');
}

/** Prints rows as a table on stdout. */
export function printTable(rows: TableRow[]): void {
  process.stdout.write(`${formatTable(rows)}\n`);
}
