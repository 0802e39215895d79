import type { RuleMatch, SentenceRule } from '../rule';
import type { Token } from '../tagger';

/**
 * Function words (pronouns, determiners, conjunctions, prepositions) that are never names alone: one
 * written with a capital inside a sentence is a slip, not a proper noun. "I" is not among them, nor
 * words that are also names or months ("May", "Will", "Bill"), nor "He", "Him", "His", which many
 * writers capitalise for God.
 */
const FUNCTION_WORD =
  /^(?:the|a|an|this|that|these|those|my|your|her|its|our|their|some|any|every|each|she|it|we|they|you|me|us|them|and|but|or|so|because|when|while|if|although|though|which|who|whom|whose|where|there|then|in|on|at|for|with|from|to|of|by|about|into|after|before|during|as)$/;

/** Conjunctions that open a clause inside a sentence; "as" is left out ("She got As"). */
const CONJUNCTION = /^(?:and|but|or|because|when|while|if|although|though|that|which|who|whom|whose|where)$/;

/** Whether a token is a word written with a capital first letter (not an acronym, not "I"). */
const capitalised = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text) && t.lower !== 'i';

/**
 * "For example, When I was young", "In my opinion, The best way", "I think That we should": a function
 * word written with a capital where no sentence starts (Chicago Manual of Style, 8.1: capitals mark
 * sentence starts and proper names). Only a capitalised word followed by a lower-case one or "I" after
 * a comma or a lower-case word is flagged; a run of capitals is a title or a name ("the Lord of the
 * Rings, The Two Towers"), a word after a colon may open a sentence (house styles differ), and one
 * inside quotation marks or after a line break (a heading, a list item) is left as written.
 */
export const midSentenceCapitals: SentenceRule = {
  kind: 'sentence',
  id: 'mid-sentence-capitals',
  category: 'capitalization',
  description: 'A function word with a capital letter in the middle of a sentence',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    // Verse set as one line capitalises each line's first word after a comma ("How neatly spread his
    // claws, And welcome little fishes in"): two capitals after commas mark it.
    const afterCommas = tokens.filter((t, i) => tokens[i - 1]?.text === ',' && capitalised(t)).length;
    if (afterCommas > 1) return out;
    // A headline in title case ("Why Your Best Friends Aren't The ones Who Complain").
    const words = tokens.filter((t) => /^\p{L}/u.test(t.text));
    if (words.filter(capitalised).length * 5 > words.length * 2) return out;
    let quoted = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (/^["“«‘]$/.test(t.text)) quoted = true;
      if (i < 2 || quoted || !/^\p{Lu}\p{Ll}+$/u.test(t.text) || !FUNCTION_WORD.test(t.lower)) continue;
      const prev = tokens[i - 1];
      const afterComma = prev.text === ',';
      // Without a comma, only after a word that cannot end a sentence ("I think That we"): a capital
      // after a noun may open a sentence whose full stop is missing.
      const afterWord =
        /^\p{Ll}[\p{Ll}'’-]*$/u.test(prev.text) && /^(?:VERB|AUX|ADP|SCONJ|CCONJ|PART)$/.test(prev.pos);
      // A determiner or pronoun without a comma opens a sentence whose full stop is missing ("Don't
      // wait and see The best way"); after a comma it opens one only after an opener with no verb
      // ("In my opinion, The best way"), else the comma may be a splice ("over 50 years, The primary").
      const conjunction = CONJUNCTION.test(t.lower);
      if (afterWord && !conjunction) continue;
      if (afterComma && !conjunction && tokens.slice(0, i).some((x) => x.pos === 'VERB' || x.pos === 'AUX'))
        continue;
      if (!afterComma && !afterWord) continue;
      // A capitalised word after this one or before the comma makes a title or a name.
      if (tokens[i + 1] && !/^\p{Ll}/u.test(tokens[i + 1].text) && tokens[i + 1].lower !== 'i') continue;
      if (afterComma && capitalised(tokens[i - 2]) && i - 2 > 0) continue;
      // A line break before it: a heading or a list item.
      if (/\n/.test(text.slice(prev.end, t.start))) continue;
      out.push({
        start: t.start,
        end: t.start + 1,
        replacements: [t.text[0].toLowerCase()],
        message: `"${t.text}" does not start a sentence here: write "${t.lower}".`,
        errorType: 'R:ORTH',
        certain: true,
      });
    }
    return out;
  },
};
