import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from './finding';

/** A phrase → replacement mapping, suggested wherever the phrase appears. */
export interface Mapping {
  /** Stable id of the entry's rule: the account's own entry, or the team's. */
  id: string;
  phrase: string;
  replacement: string;
  description: string;
}

/** The dictionary words and custom mappings that apply to an account: its own and its teams'. */
export interface Customisation {
  words: string[];
  mappings: Mapping[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex finding whole-word occurrences of any of `phrases`, case-insensitively; null for none. */
export function phraseMatcher(phrases: string[]): RegExp | null {
  const list = phrases.filter((p) => p.trim()).sort((a, b) => b.length - a.length);
  if (list.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${list.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}

/** Findings for each custom mapping phrase in `text` (code points relative to it). */
export function mappingFindings(text: string, mappings: Mapping[], matcher: RegExp | null): Finding[] {
  if (!matcher) return [];
  const byPhrase = new Map(mappings.map((m) => [m.phrase.toLowerCase(), m]));
  const out: Finding[] = [];
  for (const m of text.matchAll(matcher)) {
    const mapping = byPhrase.get(m[0].toLowerCase());
    if (!mapping || m[0] === mapping.replacement) continue;
    const at = m.index ?? 0;
    out.push({
      start: utf16ToCodePoint(text, at),
      end: utf16ToCodePoint(text, at + m[0].length),
      ruleId: `custom:${mapping.id}`,
      category: 'word-choice',
      message: mapping.description || `Use "${mapping.replacement}".`,
      replacements: [mapping.replacement],
      ...(mapping.description ? { description: mapping.description } : {}),
    });
  }
  return out;
}

/** Findings that touch no occurrence of a dictionary word (those words are never flagged). */
export function outsideDictionary(text: string, findings: Finding[], matcher: RegExp | null): Finding[] {
  if (!matcher || findings.length === 0) return findings;
  const spans = [...text.matchAll(matcher)].map((m) => ({
    start: utf16ToCodePoint(text, m.index ?? 0),
    end: utf16ToCodePoint(text, (m.index ?? 0) + m[0].length),
  }));
  if (spans.length === 0) return findings;
  return findings.filter(
    (f) =>
      f.category === 'advanced' ||
      !spans.some((s) => f.start < s.end && s.start < Math.max(f.end, f.start + 1)),
  );
}
