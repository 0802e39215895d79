import { presentParticiple } from '../inflect';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

const LOOK = /^(?:look|looks|looked|looking)$/;
const BE_OR_GET = /^(?:am|is|are|was|were|be|been|being|'m|'re|'s|’m|’re|’s|get|gets|got|getting|gotten)$/;
const PERSONS = /^(?:i|you|he|she|we|they)$/;

/** Whether a token is a person's subject pronoun, alone or contracted with "be" ("I'm", "they're"). */
const isPerson = (t: Token | undefined) =>
  t !== undefined && (PERSONS.test(t.lower) || CONTRACTED_BE.test(t.lower));
const CONTRACTED_BE = /^(?:i|you|he|she|we|they)['’](?:m|re|s)$/;

/** Whether "to" at `i` is a preposition whose object is a gerund: "look forward to", "be used to". */
function gerundTo(tokens: readonly Token[], i: number): 'certain' | 'strong' | undefined {
  const [a, b] = [tokens[i - 2], tokens[i - 1]];
  if (b?.lower === 'forward' && a && LOOK.test(a.lower)) return 'certain';
  if (b?.lower !== 'used' || !a) return undefined;
  // "I'm (not) used to", "you'll get used to": "used" is the adjective (accustomed) when a person is
  // the subject; with a thing it is a passive with a purpose ("Flour is used to make bread").
  let k = i - 2;
  if (tokens[k]?.lower === 'not' || tokens[k]?.lower === "n't") k--;
  const be = tokens[k];
  if (!be) return undefined;
  if (CONTRACTED_BE.test(be.lower)) return 'certain';
  if (!BE_OR_GET.test(be.lower)) return undefined;
  let s = k - 1;
  while (s >= 0 && /^(?:AUX|PART|ADV)$/.test(tokens[s].pos) && !isPerson(tokens[s])) s--;
  if (isPerson(tokens[s])) return 'certain';
  return /^get|^got/.test(be.lower) ? 'strong' : undefined;
}

/**
 * "I look forward to hear from you" → hearing; "I'm not used to drive on the left" → driving: after
 * "look forward to" and "be/get used to", "to" is a preposition and takes the -ing form. "look forward
 * to" is certain (the model prefers "to hear from you" by 5 nats, having seen "to hear" so often), and
 * so is "be/get used to" with a person as the subject (the model prefers "get used to live" by 7);
 * "get used to" with another subject is left to the model.
 */
export const toGerund: SentenceRule = {
  kind: 'sentence',
  id: 'to-gerund',
  category: 'grammar',
  description: 'An infinitive after a "to" that takes the -ing form',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 2; i < tokens.length - 1; i++) {
      const verb = tokens[i + 1];
      if (tokens[i].lower !== 'to' || verb.pos !== 'VERB' || verb.lower !== verb.lemma) continue;
      if (!/^\p{Ll}+$/u.test(verb.text) || verb.lower === 'be') continue;
      const kind = gerundTo(tokens, i);
      if (!kind) continue;
      const form = presentParticiple(verb.lower);
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(form, verb.text)],
        message: `After "${tokens[i - 1].text} to" use the -ing form: "${form}".`,
        errorType: 'R:VERB:FORM',
        ...(kind === 'certain' ? { certain: true } : { strong: true }),
      });
    }
    return out;
  },
};
