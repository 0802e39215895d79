/** JFLEG's tokenisation (PTB-like: punctuation and clitics split off) and its inverse. */

/** Joins a tokenised sentence into natural text ("do n't ." → "don't."). */
export function detokenise(s: string): string {
  return s
    .trim()
    .replace(/\s+([.,!?;:%)\]}])/g, '$1')
    .replace(/([([{$])\s+/g, '$1')
    .replace(/\s+(n't|'s|'re|'ve|'ll|'d|'m)\b/gi, '$1')
    .replace(/``\s*|\s*''/g, '"')
    .replace(/\s+-\s+/g, ' - ');
}

/** Splits natural text into JFLEG-style tokens. */
export function tokenise(s: string): string[] {
  return s
    .replace(/([A-Za-z])(n't)\b/g, '$1 $2')
    .replace(/([A-Za-z])('s|'re|'ve|'ll|'d|'m)\b/gi, '$1 $2')
    .replace(/([.,!?;:"()[\]{}%$])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
}
