import { tidy } from './lexicon';
import { sentences, type Tok } from './nlp';
import { verbForms } from './verbs';

/**
 * Time phrases that need the perfect ("has grown since May", "have not met yet", "has run for two
 * years"): a sentence with one keeps its perfect.
 */
const PERFECT_TIME =
  /\b(?:since|yet|ever|never|so far|lately|until now|up to now|to date|for (?:the (?:past|last)|a (?:while|long time|few|couple)|several|many|some time|years|months|weeks|days|decades|ages|long|over|more than|almost|nearly|about|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve))\b/i;

/** Adverbs that may stand between "have" and its participle and read as well with the past. */
const BETWEEN = /^(?:already|also|now|recently|finally|just|all)$/;

/** A modal before "have" makes a different perfect ("should have sent"): left alone. */
const MODAL = /^(?:will|would|shall|should|can|could|may|might|must|'ll|'d|to)$/;

/** The verb's `ing` form read back to its base, or undefined when the token is not that form. */
function baseOfIng(t: Tok | undefined): string | undefined {
  if (t?.pos !== 'VERB' || !t.norm.endsWith('ing')) return undefined;
  const forms = verbForms(t.lemma);
  return forms.ing === t.norm ? forms.base : undefined;
}

/** Whether the token is the past participle of its verb. */
function isParticiple(t: Tok | undefined): t is Tok {
  return t !== undefined && t.pos === 'VERB' && verbForms(t.lemma).pp === t.norm;
}

/** The edits (token index → replacement, "" removes) that put a sentence's verbs in their simplest form. */
function edits(toks: Tok[], keepPerfect: boolean): Map<number, string> {
  const out = new Map<number, string>();
  const perfectTime = PERFECT_TIME.test(toks.map((t) => t.text).join(' '));
  toks.forEach((t, i) => {
    const next = toks[i + 1];
    // "will be sending" → "will send", "will not be leading" → "will not lead".
    if (t.norm === 'will') {
      // "will now be serving" → "will now serve": an adverb of time may stand before "be" too.
      const be = /^(?:not|now|also|soon|still|then)$/.test(next?.norm ?? '') ? i + 2 : i + 1;
      const base = toks[be]?.norm === 'be' ? baseOfIng(toks[be + 1]) : undefined;
      if (base && toks[be + 2]?.norm !== 'to') {
        out.set(be, '');
        out.set(be + 1, base);
      }
      return;
    }
    // "are going to need" → "will need": a subject before it, a base verb after.
    if (/^(?:is|are|am)$/.test(t.norm) && i > 0 && next?.norm === 'going' && toks[i + 2]?.norm === 'to') {
      const verb = toks[i + 3];
      if (
        verb &&
        /^[a-z]+$/.test(verb.norm) &&
        verbForms(verb.lemma).base === verb.norm &&
        verb.pos === 'VERB'
      ) {
        out.set(i, 'will');
        out.set(i + 1, '');
        out.set(i + 2, '');
      }
      return;
    }
    // "has asked" → "asked", "have been shortlisted" → "were shortlisted": a statement with a subject
    // before "have", no modal, and no time phrase that needs the perfect.
    if (!/^(?:has|have)$/.test(t.norm) || perfectTime || keepPerfect || i === 0) return;
    const prev = toks[i - 1];
    if (MODAL.test(prev.norm) || !/^(?:NOUN|PROPN|PRON|NUM)$/.test(prev.pos)) return;
    let v = i + 1;
    if (BETWEEN.test(toks[v]?.norm ?? '')) v++;
    if (toks[v]?.norm === 'been') {
      if (!isParticiple(toks[v + 1])) return;
      out.set(i, t.norm === 'has' || prev.norm === 'i' ? 'was' : 'were');
      out.set(v, '');
      return;
    }
    const verb = toks[v];
    // "have got (to)" is possession or duty, not a perfect.
    if (!isParticiple(verb) || verb.lemma === 'get') return;
    const past = verbForms(verb.lemma).past;
    out.set(i, '');
    out.set(v, past);
  });
  return out;
}

/**
 * Each verb in its simplest form (Federal Plain Language Guidelines, "Use the simplest form of a
 * verb"): the future progressive as the future ("will be leading" → "will lead"), "going to" as
 * "will", and the present perfect as the simple past ("The client has asked for a refund" → "The
 * client asked for a refund") unless a time phrase needs the perfect ("since May", "yet"), or unless
 * `keepPerfect` (shorten keeps the writer's perfect: "has been moved" is news). Null when no verb has
 * a simpler form.
 */
export function simplestVerbForms(text: string, keepPerfect = false): string | null {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const e = edits(toks, keepPerfect);
    if (e.size) changed = true;
    return tidy(
      toks
        .map((t, i) => {
          const w = e.get(i) ?? t.text;
          return (i === 0 || !w ? '' : t.pre) + w;
        })
        .join(''),
    );
  });
  return changed ? out.join(' ') : null;
}
