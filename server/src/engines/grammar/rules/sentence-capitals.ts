import { matchCase, type TextRule } from '../rule';

// A full stop, ! or ? then space then a lower-case word.
const AFTER_END = /(?<![.])([.!?])(["'”’)]*)(\s+)(\p{Ll}[\p{L}'’-]*)/gu;
const ABBREVIATION_BEFORE =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|p|pp|vol|ch|fig|al|ca|resp|z\.B|bzw|usw|ggf|evtl|d\.h|S|Nr|ex|av|env|p\.ex|Mr|Mrs|Ms|Dr|Prof|Rev|Gen|Sen|Gov|Capt|Lt|Sgt|Mt|St|Jr|Sr|\p{L})$/u;

// The paragraph's first word, lower-case, ending where words end (not "example.com", "x_1", "f(x)").
const PARAGRAPH_START = /^(\s*)(\p{Ll}[\p{L}'’-]*)(?=$|[\s,;:!?]|\.(?:\s|$))/u;
// A paragraph that ends as a sentence does (not with an ellipsis): a fragment ("if and only if", "a
// couple dozen", "although it's more than...") may start in lower case.
const SENTENCE_END = /(?<![.…])[.!?]["'”’)]*\s*$/u;

/** "the sky was grey." / "It rained. we stayed in.": a lower-case letter starting a sentence (any language). */
export const sentenceCapitals: TextRule = {
  kind: 'text',
  id: 'sentence-capitals',
  category: 'capitalization',
  description: 'A sentence that starts with a lower-case letter',
  check(text) {
    const matches = [];
    const first = SENTENCE_END.test(text) ? PARAGRAPH_START.exec(text) : null;
    // A lone letter or a Roman numeral with a full stop is a list marker or an abbreviation ("i. Mix").
    if (
      first &&
      !/\p{Lu}/u.test(first[2]) &&
      !(/^(?:\p{L}|[ivx]+)$/u.test(first[2]) && text[first[0].length] === '.')
    ) {
      const start = first[1].length;
      matches.push({
        start,
        end: start + 1,
        replacements: [matchCase(first[2][0], 'X')],
        message: 'Start a sentence with a capital letter.',
        errorType: 'R:ORTH' as const,
      });
    }
    for (const m of text.matchAll(AFTER_END)) {
      const at = m.index ?? 0;
      const word = m[4];
      const start = at + m[1].length + m[2].length + m[3].length;
      // After a closing quote the sentence usually goes on ("Go!" she said).
      if (m[2]) continue;
      // Mixed-case brands (iPhone, eBay) and what follows abbreviations or initials stay as written.
      if (/\p{Lu}/u.test(word) || ABBREVIATION_BEFORE.test(text.slice(Math.max(0, at - 8), at))) continue;
      // A lone letter or a Roman numeral with a full stop or bracket is an abbreviation or a list
      // marker ("Corp. v. Jones", "ii)").
      const marker = word.length === 1 || /^[ivx]+$/u.test(word);
      if (marker && /^[.)]/u.test(text.slice(start + word.length, start + word.length + 1))) continue;
      // "example.com is": the full stop belongs to a name, not a sentence end.
      if (/[\p{L}\p{N}]\.[\p{L}\p{N}]+$/u.test(text.slice(Math.max(0, at - 30), at))) continue;
      matches.push({
        start,
        end: start + 1,
        replacements: [matchCase(word[0], 'X')],
        message: 'Start a sentence with a capital letter.',
        errorType: 'R:ORTH' as const,
      });
    }
    return matches;
  },
};
