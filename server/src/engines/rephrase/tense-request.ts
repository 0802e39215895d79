import type { TENSES } from './conjugate';
import { surface, type Tok } from './nlp';
import { secondReading } from './tense-tags';
import { verbForms } from './verbs';

// A request or command in a tense of its own, for switch_tense when nothing else in the sentence
// moves. An imperative has no tense (Quirk et al. § 11.24), so the nearest sentence that has one is
// the request reported by the writer ("Please send me the figures." → "I asked you to send me the
// figures.", the past and present perfect) or asked about the future ("Will you please send me the
// figures?"). A request with "can/could/will/would you" is asked about the past with the tensed
// paraphrase of its modal: "can" → "be able to" ("Were you able to send …?", "Have you been able to
// send …?"), "will/would" → "did"/"have" ("Did you send …?", "Have you sent …?").

type Target = (typeof TENSES)[string];

/** Words before a command's verb that the reported form drops ("Please send …" → "asked you to send"). */
const POLITE = /^(?:please|kindly)$/;
/** Words before a command's verb that stay with it ("Just send …" → "asked you to just send"). */
const BEFORE_VERB = /^(?:just|also|simply)$/;
/**
 * Verbs whose request or command is a formula, not an act that was asked for or done ("Would you
 * like to …", "Would you mind …", "Thank you", "Let's …", "Be careful", "Please find attached …",
 * "Feel free to …", "Please note …", "Please accept our apologies", "Do not hesitate to …", "Enjoy
 * your weekend", "Rest assured …", "Stay safe").
 */
const FORMULA =
  /^(?:like|mind|thank|thanks|be|have|let's|care|find|feel|note|see|accept|excuse|forgive|pardon|bear|enjoy|hesitate|rest|stay)$/;

/** The tense the target names, as one of the three frames this file writes, or undefined. */
function frameOf(target: Target): 'past' | 'perfect' | 'future' | undefined {
  if (target.continuous || target.modal) return undefined;
  if (target.time === 'past' && !target.perfect) return 'past';
  if (target.time === 'present' && target.perfect) return 'perfect';
  if (target.time === 'future' && !target.perfect) return 'future';
  return undefined;
}

/** The words of the sentence from `k` to its end, without the final stop or question mark. */
function restFrom(toks: Tok[], k: number): string {
  const end = /^[.!?]$/.test(toks.at(-1)?.text ?? '') ? toks.length - 1 : toks.length;
  return surface(toks.slice(k, end));
}

/** Whether the token at `k` is a verb in its base form, as the light tagger or compromise reads it. */
function baseVerbAt(toks: Tok[], k: number, tags: Set<string>[]): boolean {
  const t = toks[k];
  if (!t || !/^[a-z]+$/.test(t.norm) || FORMULA.test(t.norm)) return false;
  const verb = t.pos === 'VERB' || tags[k]?.has('Imperative') || tags[k]?.has('Infinitive');
  return verb && !tags[k]?.has('Auxiliary') && t.norm === verbForms(t.norm).base && !/ing$/.test(t.norm);
}

/**
 * "Can you send me the figures?" → "Were you able to send me the figures?" (past), "Have you been
 * able to send …?" (present perfect); "Would you review the draft?" → "Did you review …?", "Have you
 * reviewed …?". Null for a negated request, a formula ("Would you like …") and other tenses (the
 * future is written by switchTense).
 */
export function requestInTense(toks: Tok[], target: Target): string | null {
  const frame = frameOf(target);
  const modal = toks[0]?.norm ?? '';
  if (!frame || frame === 'future' || !/^(?:can|could|will|would)$/.test(modal) || toks[1]?.norm !== 'you')
    return null;
  if (toks[0].text.includes("'") || toks.at(-1)?.text !== '?') return null;
  const v = POLITE.test(toks[2]?.norm ?? '') ? 3 : 2;
  if (!baseVerbAt(toks, v, secondReading(toks))) return null;
  const verb = toks[v].norm;
  const rest = restFrom(toks, v + 1);
  const able = modal === 'can' || modal === 'could';
  const lead =
    frame === 'past'
      ? able
        ? `Were you able to ${verb}`
        : `Did you ${verb}`
      : able
        ? `Have you been able to ${verb}`
        : `Have you ${verbForms(verb).pp}`;
  return `${lead}${rest ? ` ${rest}` : ''}?`;
}

/**
 * "Please send me the figures by Friday." → "I asked you to send me the figures by Friday." (past),
 * "I have asked you to send …" (present perfect), "Will you please send …?" (future); "Don't forget
 * the badge." → "I asked you not to forget the badge." Only for a command opening the sentence; null
 * for a formula ("Thank you …", "Let's …") and a negated command in the future.
 */
export function commandInTense(toks: Tok[], target: Target): string | null {
  const frame = frameOf(target);
  if (!frame) return null;
  const tags = secondReading(toks);
  let k = 0;
  const polite: Tok[] = [];
  while (POLITE.test(toks[k]?.norm ?? '')) polite.push(toks[k++]);
  const before: string[] = [];
  while (BEFORE_VERB.test(toks[k]?.norm ?? '')) before.push(toks[k++].norm);
  // "Do not share …", "Don't forget …".
  const negated = toks[k]?.norm === 'do' && /^(?:not|n't)$/.test(toks[k + 1]?.norm ?? '');
  if (negated) k += 2;
  if (!baseVerbAt(toks, k, tags)) return null;
  // "Let us know" stays; "Let's meet" is a suggestion that includes the writer, and "Keep up the good
  // work" praise.
  if (toks[k].norm === 'let' && /^['’]s$/.test(toks[k + 1]?.text ?? '')) return null;
  if (toks[k].norm === 'keep' && toks[k + 1]?.norm === 'up') return null;
  const verb = toks[k].norm;
  const rest = restFrom(toks, k + 1);
  const inner = [...before, verb, rest].filter(Boolean).join(' ');
  if (frame === 'future') {
    if (negated) return null;
    const please = polite.some((t) => t.norm === 'please') ? ' please' : '';
    return `Will you${please} ${inner}?`;
  }
  // "Call us when …" is asked by the writer's team: "We asked you to call us …".
  const we = /\b(?:us|our|ours)\b/i.test(rest) && !/\b(?:me|my|mine)\b/i.test(rest);
  const asked = `${we ? 'We' : 'I'} ${frame === 'past' ? 'asked' : 'have asked'} you`;
  return `${asked} ${negated ? 'not to' : 'to'} ${inner}.`;
}
