/** An edit to apply: a UTF-16 range of the request text and its replacement. */
export interface Replacement {
  start: number;
  end: number;
  replacement: string;
}

/**
 * The text with the replacements applied, in order; one that overlaps an earlier one is skipped (two
 * edits of the same words cannot both apply). Insertions at the same point apply once.
 */
export function applyReplacements(text: string, replacements: Replacement[]): string {
  const ordered = [...replacements].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let at = 0;
  let lastInsertion = -1;
  for (const r of ordered) {
    if (r.start < at || (r.start === r.end && r.start === lastInsertion)) continue;
    parts.push(text.slice(at, r.start), r.replacement);
    if (r.start === r.end) lastInsertion = r.start;
    at = r.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
