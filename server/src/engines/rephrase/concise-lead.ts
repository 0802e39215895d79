/**
 * What a clause needs from the clause shorten drops beside it. A fronted clause ("Although the new
 * office is further from the station, it offers more space") or the first of two contrasted clauses
 * ("We tried to reach the client, but they will not renew") may go when the clause kept can stand
 * alone: a subject pronoun that stood for a noun phrase of the dropped clause gets that phrase back,
 * with its verb made to agree ("The new office offers more space", "The client will not renew"); a
 * clause whose pronouns have nothing left to stand for ("Once the auditors have finished, we will
 * share their findings") keeps the other clause.
 */
import { POSSESSIVE, sentences, type Tok } from './nlp';
import { verbForms } from './verbs';

/** Third-person pronouns, by the number of what they stand for. */
const PLURAL_PRONOUN = /^(?:they|them|their|theirs|themselves)$/;
const SINGULAR_PRONOUN = /^(?:it|its|itself|he|him|his|she|her|hers)$/;
/** A frame of the writer's own stance before the fronted clause's subject ("while we understand that"). */
const STANCE =
  /^(?:i|we) (?:understand|know|appreciate|realise|realize|accept|recognise|recognize|acknowledge) (?:that )?/i;
const CONNECTIVE =
  /^(?:even though|although|though|while|whilst|because|since|as|once|after|when|now that|given that)\s+/i;
/**
 * Nouns for a group or a person, which "they" may stand for in the singular ("the client … they",
 * "our legal team … they"; Quirk et al. § 10.35, notional concord).
 */
export const GROUP_OR_PERSON =
  /^(?:team|staff|board|committee|department|company|firm|business|client|customer|supplier|partner|provider|management|council|government|bank|group|contractor|landlord|tenant|manager|candidate|applicant|employee|colleague|person|user|buyer|seller|vendor|agency|airline|insurer|lawyer|solicitor|accountant|auditor|consultant)$/;

/** Whether a noun token is plural ("rules"; "staff" is read as either). */
const plural = (t: Tok) => /^(?:NOUN|PROPN)$/.test(t.pos) && /[^s]s$/.test(t.norm) && t.norm !== t.lemma;

interface Phrase {
  phrase: string;
  head: Tok;
}

/** A noun phrase (determiners, adjectives, nouns; no preposition) from `k`, with its head noun. */
function nounPhrase(toks: Tok[], k: number): Phrase | undefined {
  if (
    !(/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[k]?.pos ?? '') || POSSESSIVE.test(toks[k]?.norm ?? '')) ||
    /^(?:this|that|these|those)$/.test(toks[k].norm)
  )
    return undefined;
  let j = k + 1;
  while (j < toks.length && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[j].pos)) j++;
  const head = toks[j - 1];
  if (head.pos !== 'NOUN') return undefined;
  return {
    phrase: toks
      .slice(k, j)
      .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
      .join(''),
    head,
  };
}

/**
 * The noun phrases of the dropped clause a subject pronoun may stand for, most likely first: its
 * subject (after a connective and a stance frame), then, when the subject is a pronoun, the object
 * of its first verb ("We tried to contact [the client] …, but they …").
 */
function antecedents(dropped: string): Phrase[] {
  const clause = dropped.replace(/,\s*$/, '').replace(CONNECTIVE, '').replace(STANCE, '');
  const toks = sentences(clause).flat();
  const verb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb < 1) return [];
  const subject = toks.slice(0, verb);
  if (subject.some((t) => /^(?:PUNCT|CCONJ|SCONJ|VERB)$/.test(t.pos))) return [];
  if (subject.length === 1 && /^(?:i|we|you)$/.test(subject[0].norm)) {
    // The object: the first noun phrase after the verb group ("tried to contact the client").
    let k = verb;
    while (k < toks.length && /^(?:AUX|VERB|PART|ADV)$/.test(toks[k].pos)) k++;
    // Only a person or a group: "Because we moved offices, they could not find us" means others.
    const object = nounPhrase(toks, k);
    return object && toks[k - 1]?.pos === 'VERB' && GROUP_OR_PERSON.test(object.head.lemma) ? [object] : [];
  }
  // The subject's head: the last noun before any phrase after it ("the printer [in the main office]").
  const preposition = subject.findIndex((t) => t.pos === 'ADP');
  const own = subject.slice(0, preposition < 0 ? subject.length : preposition);
  // A name ("Cleveland") may be what "it" stands for too.
  const head = own.findLast((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (!head || own.some((t) => t.pos === 'PRON' && !POSSESSIVE.test(t.norm))) return [];
  return [{ phrase: subject.map((t, i) => (i === 0 ? '' : t.pre) + t.text).join(''), head }];
}

/** The third person singular of a plural or base verb form ("have" → "has", "believe" → "believes"). */
function singularVerb(t: Tok): string | undefined {
  const irregular: Record<string, string> = {
    have: 'has',
    are: 'is',
    were: 'was',
    do: 'does',
    "don't": "doesn't",
  };
  if (irregular[t.norm]) return irregular[t.norm];
  if (/^(?:will|would|can|could|should|must|may|might|had|was)$/.test(t.norm) || /ed$/.test(t.norm))
    return t.text;
  if (t.pos !== 'VERB' || t.norm !== t.lemma) return undefined;
  const s = verbForms(t.norm).s;
  return /^\p{Lu}/u.test(t.text) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/**
 * Adjectives of an extraposed subject ("it is best to", "it is likely that"; Quirk et al. § 18.33).
 * Not the "tough" adjectives ("easy", "cheaper"), whose "it" may be a thing ("it is cheaper to run").
 */
const EXTRAPOSING =
  /^(?:important|essential|necessary|vital|crucial|best|possible|impossible|likely|unlikely|probable|improbable|clear|true|obvious|evident|apparent|incumbent|advisable|surprising|unsurprising|fair|reasonable|wise|unwise|fortunate|unfortunate|interesting|strange|odd|worth|safe|unclear|doubtful|certain|uncertain)$/;

/**
 * Whether a clause opens with a dummy "it" before "be" and an adjective, with an infinitive or a
 * "that" clause after ("it is best to", "it is incumbent on me to note that"): it stands for nothing.
 */
function dummyIt(clause: string): boolean {
  const toks = sentences(clause).flat();
  if (toks[0]?.norm !== 'it' || toks[1]?.lemma !== 'be') return false;
  let k = 2;
  while (/^(?:not|also|still|therefore|always|often)$/.test(toks[k]?.norm ?? '')) k++;
  return (
    EXTRAPOSING.test(toks[k]?.norm ?? '') &&
    toks.slice(k + 1).some((t) => t.norm === 'to' || t.norm === 'that')
  );
}

/**
 * The clause `kept` ready to stand without `dropped`: its opening "it"/"they" replaced by the noun
 * phrase of the dropped clause it stands for (number agreeing, its verb made to agree); undefined
 * when that cannot be done or a pronoun in it would be left with nothing to stand for.
 */
export function standAlone(dropped: string, kept: string): string | undefined {
  let text = kept;
  const opening = /^(it|they)\s+/i.exec(kept);
  // "Since X, it is best to …": a dummy "it" stands for nothing; "Since they …, they can …": the
  // dropped clause's own subject pronoun is the same one.
  const dummy = dummyIt(kept);
  const sameSubject =
    opening && new RegExp(`^${opening[1]}\\b`, 'i').test(dropped.replace(CONNECTIVE, '').replace(STANCE, ''));
  if (opening && !dummy && !sameSubject) {
    const they = opening[1].toLowerCase() === 'they';
    const words = sentences(kept).flat();
    // The verb after the pronoun, past an adverb ("it now handles").
    let v = 1;
    while (words[v]?.pos === 'ADV' && v < 3) v++;
    const verbTok = words[v];
    const found = antecedents(dropped).find((a) =>
      they ? plural(a.head) || GROUP_OR_PERSON.test(a.head.lemma) : !plural(a.head),
    );
    if (!found || !verbTok || !/^(?:VERB|AUX)$/.test(verbTok.pos)) return undefined;
    const verb = !they ? verbTok.text : plural(found.head) ? verbTok.text : singularVerb(verbTok);
    if (verb === undefined) return undefined;
    text = [found.phrase, ...words.slice(1).map((t, i) => t.pre + (i + 1 === v ? verb : t.text))].join('');
  }
  const toks = sentences(text).flat();
  const unresolved = toks.some((t, i) => {
    const pluralPronoun = PLURAL_PRONOUN.test(t.norm);
    if (!pluralPronoun && !SINGULAR_PRONOUN.test(t.norm)) return false;
    // The opening pronoun that needed nothing from the dropped clause.
    if (i === 0 && opening && text === kept) return false;
    // A dummy "it" ("it is important to", "it will take a week") stands for nothing.
    if (
      t.norm === 'it' &&
      /^(?:is|was|will|would|may|might|can|could|seems|takes|took)$/.test(toks[i + 1]?.norm ?? '')
    )
      return false;
    return !toks
      .slice(0, i)
      .some(
        (u) =>
          /^(?:NOUN|PROPN)$/.test(u.pos) &&
          (pluralPronoun ? plural(u) || GROUP_OR_PERSON.test(u.lemma) || u.pos === 'PROPN' : !plural(u)),
      );
  });
  return unresolved ? undefined : text.charAt(0).toUpperCase() + text.slice(1);
}
