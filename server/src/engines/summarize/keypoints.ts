/** Words that tie a sentence to the one before it; a standalone statement drops them. */
const LEADING_CONNECTOR =
  /^(?:however|but|and|so|also|meanwhile|nevertheless|nonetheless|moreover|furthermore|in addition|additionally|still|yet|indeed|instead|overall|finally|separately|besides|then|thus|therefore|as a result|in fact|of course)\b,?\s+/i;
// ", he said." / ", according to the BBC." / ,"  Mr Balls told Today. closing a statement.
const TRAILING_ATTRIBUTION =
  /,?["”]?\s+(?:(?:he|she|they|it|we|the \w+(?: \w+)?|(?:Mr|Mrs|Ms|Dr)\.? [A-Z][\w'’-]+|[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*) (?:said|says|added|noted|explained|told [^,.]+)|according to [^,.]+)(?: on \w+)?([.!?])$/u;
/** Pronouns that point back to an earlier sentence: such a sentence does not stand alone. */
const DANGLING_START = /^(?:he|she|they|it|this|these|those|that|his|her|their|its|such)\b/i;
/** Subordinate clauses that can be cut from a long statement. */
const CLAUSE_CUT = /(?:;|,\s+(?:which|while|although|though|whereas|who|as|because|but)\b|\s+[-–—]\s+)/;

const MAX_WORDS = 25;

/** Whether a sentence needs the one before it to make sense, or is someone's words rather than a statement. */
export function isDangling(sentence: string): boolean {
  const s = sentence.trim();
  // Quoted words, or a fragment of a quotation split across sentences, are not the writer's statement.
  return (
    DANGLING_START.test(s) ||
    /^["“']/.test(s) ||
    /:\s*["“]/.test(s) ||
    (s.match(/["“”]/g) ?? []).length % 2 === 1
  );
}

/**
 * The one safe cut for a tight summary: parenthetical asides ("(IE9)", "(before tax)"). Attributions
 * stay: without ", the prosecutor said" a claim would read as the writer's own statement of fact.
 */
export function compressSentence(sentence: string): string {
  const s = sentence.trim();
  const cut = s.replace(/\s*\([^()]*\)/g, '').replace(/\s+([,.;:!?])/g, '$1');
  // A sentence that is mostly parentheses keeps them: the cut must leave a statement.
  return (cut.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).length >= 3 ? cut : s;
}

/** Rewrites a sentence as a short standalone statement: no link word, aside, attribution or tail clause. */
export function toKeyPoint(sentence: string): string {
  let s = sentence.trim();
  s = s.replace(LEADING_CONNECTOR, '');
  s = s.replace(/\s*\([^()]*\)/g, '');
  s = s.replace(/\s+[-–—]\s+[^-–—]+\s+[-–—]\s+/g, ' ');
  s = s.replace(TRAILING_ATTRIBUTION, '$1');
  // Non-restrictive asides: ", who stepped down last year," adds detail, not the point.
  s = s.replace(/,\s+(?:who|which)\s+[^,"“”]+,/g, '');
  const quotes = (x: string) => (x.match(/["“”]/g) ?? []).length;
  if (/^["“]/.test(s) && quotes(s) % 2 === 1) s = s.slice(1);
  if (s.split(/\s+/).length > MAX_WORDS) {
    const re = new RegExp(CLAUSE_CUT.source, 'g');
    for (let cut = re.exec(s); cut; cut = re.exec(s)) {
      if (s.slice(0, cut.index).split(/\s+/).length >= 6) {
        s = s.slice(0, cut.index);
        break;
      }
    }
  }
  s = s.replace(/[,;:\s]+$/, '');
  if (!/[.!?]["”]?$/.test(s)) s += '.';
  // A quotation cut short is closed again: 'rule - "with a margin to spare.' → '… spare".'
  if (quotes(s) % 2 === 1) s = s.replace(/([.!?])$/, '"$1');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
