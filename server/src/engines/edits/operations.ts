import type { OPERATIONS } from '@margin/shared/contract';
import { codePointLength, utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from './finding';

export type OperationName = (typeof OPERATIONS)[number];

const SENTENCE_START = /(^|[.!?]["'”’)\]]*\s+)(\p{Ll})/gu;
const PRONOUN_I = /(?<![\p{L}\p{N}'’-])i(?=(?:['’](?:m|ve|d|ll))?(?![\p{L}\p{N}-]))/gu;
const REPEATED_SPACE = /(?<=\S)( {2,}|\t+ *)(?=\S)/g;
const SPACE_BEFORE = /(?<=\S)([ \t]+)(?=[,.;:!?](?:\s|$))/g;
const TERMINAL = /[.!?…:;"'”’)\]»。！？]$/u;

function finding(
  text: string,
  start16: number,
  end16: number,
  replacement: string,
  op: OperationName,
  message: string,
): Finding {
  return {
    start: utf16ToCodePoint(text, start16),
    end: utf16ToCodePoint(text, end16),
    ruleId: `operation:${op}`,
    category: op === 'capitalize' ? 'capitalization' : op === 'punctuate' ? 'punctuation' : 'whitespace',
    message,
    replacements: [replacement],
  };
}

/**
 * Findings of the requested post-processing operations (DECISIONS.md) on one paragraph:
 * `capitalize` (sentence-initial capitals, and the pronoun I in English), `punctuate` (a full stop
 * where the paragraph's last sentence has no terminal punctuation), `fixspaces` (repeated spaces and
 * spaces before , . ; : ! ?).
 */
export function operationFindings(
  text: string,
  operations: readonly OperationName[],
  lang: string,
): Finding[] {
  const out: Finding[] = [];
  if (operations.includes('capitalize')) {
    for (const m of text.matchAll(SENTENCE_START)) {
      const at = (m.index ?? 0) + m[1].length;
      // An abbreviation or a name like "e.g." or "eBay" is left as written.
      if (
        /^\p{Ll}\p{Lu}/u.test(text.slice(at, at + 2)) ||
        /(?:^|\s)(?:e\.g|i\.e|etc|vs)\.\s+$/.test(text.slice(0, at))
      )
        continue;
      out.push(
        finding(
          text,
          at,
          at + m[2].length,
          m[2].toUpperCase(),
          'capitalize',
          'Start a sentence with a capital letter.',
        ),
      );
    }
    if (lang === 'en') {
      for (const m of text.matchAll(PRONOUN_I)) {
        const at = m.index ?? 0;
        out.push(finding(text, at, at + 1, 'I', 'capitalize', 'Write the pronoun "I" as a capital.'));
      }
    }
  }
  if (operations.includes('punctuate')) {
    const trimmed = text.trimEnd();
    const words = trimmed.split(/\s+/).filter(Boolean).length;
    if (words >= 2 && !TERMINAL.test(trimmed)) {
      const end = trimmed.length;
      out.push(
        finding(
          text,
          end,
          end,
          lang === 'jp' || lang === 'zh' ? '。' : '.',
          'punctuate',
          'End the sentence with punctuation.',
        ),
      );
    }
  }
  if (operations.includes('fixspaces')) {
    for (const m of text.matchAll(REPEATED_SPACE)) {
      const at = m.index ?? 0;
      out.push(finding(text, at, at + m[0].length, ' ', 'fixspaces', 'Use one space.'));
    }
    for (const m of text.matchAll(SPACE_BEFORE)) {
      const at = m.index ?? 0;
      out.push(
        finding(text, at, at + m[0].length, '', 'fixspaces', 'Remove the space before the punctuation mark.'),
      );
    }
    const lead = text.length - text.trimStart().length;
    if (lead > 0 && text.trim())
      out.push(finding(text, 0, lead, '', 'fixspaces', 'Remove the leading space.'));
  }
  return out.filter((f) => f.end <= codePointLength(text));
}
