import { verbGroups } from './clause';
import { capitalize, decapitalize, surface, type Tok, tokens } from './nlp';
import { retagVerbs } from './tense-tags';
import { pastOf, presentOf } from './verbs';

const INVERTED = /^(?:do|does|did|is|are|am|was|were|has|have|had|will)$/;
const SUBJECT = /^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/;
const WH = /^(?:why|when|where|how|what|which|who)$/;

/**
 * A yes/no question in another tense: "Has the invoice been paid?" → "Was the invoice paid?". The
 * question is read as the statement it asks about ("the invoice has been paid"), that statement is
 * switched by `switchStatement`, and its first auxiliary goes back before the subject ("did" when
 * the new tense has none). Null for other questions and for negated ones.
 */
export function switchQuestion(toks: Tok[], switchStatement: (toks: Tok[]) => string | null): string | null {
  // "Why does the system crash?" → "Why did the system crash?": the question after a wh-word
  // that is not its subject is a yes/no question.
  if (WH.test(toks[0]?.norm ?? '') && INVERTED.test(toks[1]?.norm ?? '')) {
    const inner = switchQuestion(toks.slice(1), switchStatement);
    // "When have the laptops arrived?": asking when is asking for a definite time, which the
    // present perfect cannot take.
    if (
      toks[0].norm === 'when' &&
      inner &&
      /^(?:has|have)\b/i.test(inner) &&
      !/^(?:has|have)$/.test(toks[1].norm)
    )
      return null;
    return inner ? `${toks[0].text} ${inner.charAt(0).toLowerCase()}${inner.slice(1)}` : null;
  }
  const first = toks[0];
  if (!first || !INVERTED.test(first.norm) || toks.at(-1)?.text !== '?') return null;
  let k = 1;
  // A pronoun is the whole subject ("Are you available …"); a phrase ends on its noun.
  if (toks[1]?.pos === 'PRON' && !/^(?:my|your|his|her|its|our|their)$/.test(toks[1].norm)) k = 2;
  else {
    while (k < toks.length && (SUBJECT.test(toks[k].pos) || (toks[k].norm === 'of' && k > 1))) {
      // "Did the client sign the contract?": a second determiner opens the object, so the word
      // before it was the verb the tagger read as a noun.
      if (k > 2 && toks[k].pos === 'DET' && toks[k - 1].pos === 'NOUN' && toks[k - 2].pos === 'NOUN') {
        k--;
        break;
      }
      k++;
    }
    while (k > 1 && /^(?:ADJ|DET)$/.test(toks[k - 1].pos)) k--;
  }
  const rest = toks.slice(k, -1);
  if (k === 1 || !rest.length || /^(?:not|n't)$/.test(rest[0].norm) || first.text.includes("'")) return null;
  const subject = surface(toks.slice(1, k));
  const statement = `${capitalize(subject)} ${first.text.toLowerCase()} ${surface(rest)}.`;
  const switched = switchStatement(tokens(statement));
  if (!switched) return null;
  const out = retagVerbs(tokens(switched));
  const group = verbGroups(out).find((g) => g.start === k - 1);
  if (!group || group.negated) return null;
  const words = out.slice(group.start, group.end).map((t) => t.text);
  let lead: string;
  let remaining: string[];
  if (words.length > 1) [lead, ...remaining] = words;
  else if (group.lemma === 'be') [lead, remaining] = [words[0], []];
  else {
    // Do-support: "The client signed" → "Did the client sign".
    lead = group.aspect.time === 'past' ? pastOf('do', group.agreement) : presentOf('do', group.agreement);
    remaining = [group.lemma];
  }
  const after = surface(out.slice(group.end)).replace(/[.!]$/, '');
  return `${capitalize(lead)} ${decapitalize(subject, toks[1])} ${[...remaining, after].join(' ').trim()}?`;
}
