import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Verbs that name the listener with "to", never as an indirect object ("explain to me", not "explain me"). */
const TO_LISTENER = /^(?:explain|explains|explained|explaining|describe|describes|described|describing)$/;
/** "say" takes no listener at all: "said me that" → "told me that". */
const SAY_TO_TELL: Record<string, string> = {
  say: 'tell',
  says: 'tells',
  said: 'told',
  saying: 'telling',
};
/** Object pronouns that can only be a listener here; "it" and "them" are usually what is explained. */
const LISTENERS = new Set(['me', 'us', 'him', 'her', 'you']);
/**
 * What opens the second object after the listener: a determiner or possessive ("explain me the rules",
 * "describe me your day"), a question word ("explain me why"), "that" or an indefinite pronoun.
 * "describe me as shy", "explained you had left" (a clause whose subject is "you") do not qualify.
 */
const SECOND_OBJECT =
  /^(?:the|a|an|this|that|these|those|my|your|his|her|our|their|its|why|how|what|where|when|who|whether|which|something|everything|anything|nothing)$/;

/** Whether the word after the pronoun opens a second object, not a clause of which the pronoun is the subject. */
function opensSecondObject(next: Token | undefined, after: Token | undefined): boolean {
  if (!next || !SECOND_OBJECT.test(next.lower)) return false;
  // "Describe him the way you remember him": "the way", "the best" open an adverbial.
  if (
    next.lower === 'the' &&
    /^(?:way|best|same|most|least|moment|minute|second|day)$/.test(after?.lower ?? '')
  )
    return false;
  // "that" opens what is told ("said me that he", "explained me that rule"), not the end of a phrase.
  // "described you that way" is an adverbial too.
  if (next.lower === 'that')
    return (
      after !== undefined && after.pos !== 'PUNCT' && !/^(?:way|day|time|night|morning)$/.test(after.lower)
    );
  return true;
}

/** "suggest" names the listener with "to" after what it suggests: "suggest a hotel to me". */
const SUGGEST = /^(?:suggest|suggests|suggested|suggesting)$/;

/**
 * "Can you suggest me a good hotel?" → "suggest a good hotel to me": the thing suggested, a short noun
 * phrase ending the clause, moves before "to" and the listener ("suggested me to apply" is
 * suggest-that's).
 */
function suggestListener(tokens: readonly Token[], i: number, text: string): RuleMatch | undefined {
  const [verb, pronoun, det] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!SUGGEST.test(verb.lower) || verb.pos !== 'VERB' || !/^(?:me|us)$/.test(pronoun?.lower ?? ''))
    return undefined;
  if (!det || !/^(?:a|an|the|some|any|another|this|that|these|those)$/.test(det.lower)) return undefined;
  let j = i + 3;
  while (j < i + 6 && tokens[j]?.pos === 'ADJ') j++;
  const noun = tokens[j];
  if (noun?.pos !== 'NOUN' || tokens[j + 1]?.pos !== 'PUNCT') return undefined;
  const thing = text.slice(det.start, noun.end);
  const replacement = `${verb.text} ${thing} to ${pronoun.text}`;
  return {
    start: verb.start,
    end: noun.end,
    replacements: [replacement],
    message: `"${verb.lower}" names the listener with "to" after what it suggests: "${replacement}".`,
    errorType: 'R:WO',
    certain: true,
  };
}

/**
 * "Can you explain me the rules?" → "explain to me", "She described us her trip" → "described to us";
 * "He said me that he was tired" → "told me": verbs that take the listener with "to" (or, for "say",
 * not at all), given a pronoun and then what they tell. Grammar references list both among learners'
 * most frequent verb-pattern errors. Only a pronoun that cannot be the thing explained, and only
 * before a second object: "describe me as shy", "explain it to me" and "said you were late" stay.
 */
export const indirectObject: SentenceRule = {
  kind: 'sentence',
  id: 'indirect-object',
  category: 'grammar',
  description: '"explain me", "said me", "suggest me": a verb that takes no indirect object',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, pronoun] = [tokens[i], tokens[i + 1]];
      const suggested = suggestListener(tokens, i, text);
      if (suggested) {
        out.push(suggested);
        continue;
      }
      if (verb.pos !== 'VERB' || !LISTENERS.has(pronoun.lower)) continue;
      const say = SAY_TO_TELL[verb.lower];
      if (!say && !TO_LISTENER.test(verb.lower)) continue;
      // "her" before a noun is a possessive ("explained her plan"); as a listener it needs a second object.
      if (!opensSecondObject(tokens[i + 2], tokens[i + 3])) continue;
      // "said" takes only me and us as a listener: "said him the …" is rare, "said you" opens a clause.
      if (say && pronoun.lower !== 'me' && pronoun.lower !== 'us') continue;
      const replacement = say
        ? `${matchCase(say, verb.text)} ${pronoun.text}`
        : `${verb.text} to ${pronoun.text}`;
      out.push({
        start: verb.start,
        end: pronoun.end,
        replacements: [replacement],
        message: say
          ? `"${verb.lower}" takes no listener: "${replacement}".`
          : `"${verb.lower}" names the listener with "to": "${replacement}".`,
        errorType: say ? 'R:OTHER' : 'M:PREP',
        // No reading keeps a listener pronoun right after these verbs before a second object.
        certain: true,
      });
    }
    return out;
  },
};
