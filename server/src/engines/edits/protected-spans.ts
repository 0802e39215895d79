import { maskLongRuns } from '@margin/shared/text/long-runs';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from './finding';

// Text that is not prose: corrections inside it would break it.
const PROTECTED = new RegExp(
  [
    String.raw`\b(?:https?|ftp|file|mailto):[^\s<>"']+`, // URLs
    String.raw`\bwww\.[^\s<>"']+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // email addresses
    String.raw`\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|edu|gov|co|uk|de|fr|app|ai)\b(?:/[^\s]*)?`, // domains
    '`[^`\\n]*`', // inline code
    String.raw`<\/?[A-Za-z][^<>]*>`, // HTML tags
    String.raw`&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);`, // HTML entities
    String.raw`\b\w+(?:\.\w+)*\([^()\s]*\)`, // calls: foo(), obj.method(x)
    String.raw`\b[A-Za-z_$][\w$]*(?:_[\w$]+)+\b`, // snake_case
    String.raw`\b[a-z]+[A-Z][\w]*\b`, // camelCase
    String.raw`(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)+`, // paths
    String.raw`(?<![\w])[@#][\w-]+`, // mentions and hashtags
  ].join('|'),
  'gu',
);

/** Code-point ranges of `text` that are code, URLs, addresses or markup, which no edit may touch. */
export function protectedSpans(text: string): { start: number; end: number }[] {
  // A run of 100+ non-space characters is data, not prose; masking it keeps the scan linear (#17).
  const { masked, runs } = maskLongRuns(text);
  const spans: { start: number; end: number }[] = [];
  const add = (from: number, to: number) =>
    spans.push({ start: utf16ToCodePoint(text, from), end: utf16ToCodePoint(text, to) });
  for (const m of masked.matchAll(PROTECTED)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const [from, to] of runs) add(from, to);
  return spans.sort((a, b) => a.start - b.start);
}

/** Findings that touch none of the protected spans. */
export function outsideProtected(findings: Finding[], spans: { start: number; end: number }[]): Finding[] {
  if (spans.length === 0) return findings;
  return findings.filter(
    (f) => !spans.some((s) => f.start < s.end && s.start < Math.max(f.end, f.start + 1)),
  );
}
