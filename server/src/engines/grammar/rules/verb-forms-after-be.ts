import { regularPast, thirdSingular } from '../inflect';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const PRESENT_BE: Record<string, 'first' | 'third' | 'plural'> = {
  am: 'first',
  is: 'third',
  are: 'plural',
  "'m": 'first',
  "'re": 'plural',
};
// Verbs that describe states, which English does not put in the progressive ("I am understanding").
const STATIVE = new Set([
  'understand',
  'know',
  'believe',
  'doubt',
  'seem',
  'own',
  'belong',
  'prefer',
  'recognize',
  'recognise',
  'mean',
  'contain',
  'consist',
  'resemble',
  'possess',
  'deserve',
]);
const IRREGULAR_PARTICIPLE: Record<string, string> = {
  take: 'taken',
  give: 'given',
  write: 'written',
  make: 'made',
  do: 'done',
  see: 'seen',
  go: 'gone',
  know: 'known',
  find: 'found',
  build: 'built',
  buy: 'bought',
  bring: 'brought',
  send: 'sent',
  tell: 'told',
  sell: 'sold',
  begin: 'begun',
  choose: 'chosen',
  speak: 'spoken',
  break: 'broken',
  steal: 'stolen',
  drive: 'driven',
  eat: 'eaten',
  forget: 'forgotten',
  hide: 'hidden',
  hold: 'held',
  keep: 'kept',
  leave: 'left',
  lose: 'lost',
  pay: 'paid',
  put: 'put',
  read: 'read',
  run: 'run',
  say: 'said',
  set: 'set',
  show: 'shown',
  teach: 'taught',
  think: 'thought',
  win: 'won',
  grow: 'grown',
  throw: 'thrown',
  draw: 'drawn',
  feel: 'felt',
  get: 'got',
  hear: 'heard',
  meet: 'met',
  cut: 'cut',
  let: 'let',
};

function participle(lemma: string): string {
  return IRREGULAR_PARTICIPLE[lemma] ?? regularPast(lemma);
}

/**
 * Verb forms after "be": a base form where a participle belongs ("was introduce", "has been
 * introduce" → introduced) and stative verbs in the progressive ("I am doubting" → "I doubt").
 */
export const verbFormsAfterBe: SentenceRule = {
  kind: 'sentence',
  id: 'verb-forms-after-be',
  category: 'grammar',
  description: 'A base-form verb after "be", or a stative verb in the progressive',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const be = tokens[i];
      const negated = tokens[i + 1].lower === 'not' || tokens[i + 1].lower === "n't";
      const v = tokens[i + (negated ? 2 : 1)];
      if (!v) continue;
      // "was introduce", "been introduce": passive or perfect needs the participle.
      if (
        ['was', 'were', 'been', 'being'].includes(be.lower) &&
        v.pos === 'VERB' &&
        v.lemma === v.lower &&
        /^[a-z]+$/.test(v.lower) &&
        !negated
      ) {
        const next = tokens[i + 2];
        // "was to introduce", "is going": not base forms; the tagger's base-form VERB must be followed by more clause or an end.
        if (next && next.lower === 'to') continue;
        const form = participle(v.lemma);
        out.push({
          start: v.start,
          end: v.end,
          replacements: [matchCase(form, v.text)],
          message: `Use the participle "${form}" after "${be.text}".`,
          errorType: 'R:VERB:FORM',
        });
        continue;
      }
      const person = PRESENT_BE[be.lower];
      if (person && v.pos === 'VERB' && /ing$/.test(v.lower) && STATIVE.has(v.lemma)) {
        const simple = person === 'third' ? thirdSingular(v.lemma) : v.lemma;
        const replacement = negated ? `${person === 'third' ? 'does' : 'do'} not ${v.lemma}` : simple;
        // "I'm doubting": the contraction belongs to the pronoun, so only the verb changes when not negated.
        const start = be.lower.startsWith("'") && !negated ? v.start : be.start;
        const fixed = be.lower.startsWith("'") && !negated ? simple : replacement;
        out.push({
          start,
          end: v.end,
          replacements: [matchCase(fixed, tokens[start === be.start ? i : i + 1].text)],
          message: `"${v.lemma}" describes a state: use the simple present.`,
          errorType: 'R:VERB:TENSE',
        });
      }
    }
    return out;
  },
};
