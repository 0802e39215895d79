/**
 * Noun compounds for shorten: "the launch of the new product range" → "the new product range launch",
 * "the design of our website" → "our website design" (Quirk et al. § 17.106–17.108: a noun modifier
 * says what an "of" phrase says, and plain-language editors shorten by it). Every content word stays;
 * only "of" and an article go.
 */
import { applyEdits, type TokenEdit } from './edit';
import { sentences, surface, type Tok } from './nlp';

/**
 * Head nouns whose "of" phrase is no modifier: quantities and parts ("the rest of the team", "the end
 * of the month"), kinds ("the type of contract"), abstract relations that read wrong as a compound
 * ("the importance of the project", "the possibility of a delay"), and nouns whose "of" is the
 * objective genitive of a gerund ("the hiring of staff": concise-syntax's gerund rule reads those).
 */
const NOT_A_HEAD =
  /^(?:number|lot|lots|majority|minority|part|parts|rest|most|some|all|none|one|each|any|couple|kind|sort|type|types|end|start|beginning|middle|amount|group|series|list|set|piece|half|third|quarter|share|total|top|bottom|front|back|side|terms|behalf|spite|view|case|sake|course|lack|use|importance|purpose|aim|goal|point|meaning|reason|cause|possibility|possibilities|question|idea|fact|nature|state|form|way|ways|member|friend|wife|husband|son|daughter|city|university|department|ministry|bank|house|school|office|ones|variety|range|selection|degree|extent|level|matter|issue|subject|area|areas)$/;

/** "for" phrases that a modifier says as well: "the deadline for the report" is "the report deadline". */
const FOR_HEAD =
  /^(?:deadline|deadlines|budget|budgets|schedule|agenda|timetable|timeline|date|dates|venue)$/;

/**
 * A noun that names a person or a group of people: "the approval of the director" needs a possessive
 * ("the director's approval"), not a modifier ("the director approval").
 */
const PERSON =
  /^(?:\p{L}+(?:er|or|ist|ian|ee|ant|ent)|staff|team|board|client|customer|colleague|person|people|public|government|company|council|committee|family|child|man|woman|chair|head|ceo|cfo|boss)$/u;

/** Determiners the compound keeps in front ("the …", "our …"); "the purpose of this memo" needs "'s". */
const DETERMINER = /^(?:the|our|your|their|its|his|her|my)$/;

/** The compound for `toks[i]` ("the") opening "the N of (D) … N", or undefined. */
function compoundAt(toks: Tok[], i: number): TokenEdit | undefined {
  const head = toks[i + 1];
  const preposition = toks[i + 2];
  if (toks[i].norm !== 'the' || head?.pos !== 'NOUN' || /^\p{Lu}/u.test(head.text)) return undefined;
  if (NOT_A_HEAD.test(head.norm) || /ing$/.test(head.norm)) return undefined;
  if (!(preposition?.norm === 'of' || (preposition?.norm === 'for' && FOR_HEAD.test(head.norm))))
    return undefined;
  let k = i + 3;
  // A bare noun after "of" is often an idiom's ("the quality of life", "the statute of limitations",
  // "the moment of inertia"): only a phrase with its own determiner moves, or a bare plural after
  // "for", in the singular ("the deadline for applications" → "the application deadline").
  const bare = preposition.norm === 'for' && !DETERMINER.test(toks[k]?.norm ?? '');
  if (!bare && !DETERMINER.test(toks[k]?.norm ?? '')) return undefined;
  const determiner = bare ? toks[i] : toks[k++];
  const start = k;
  // "the approval of the director [today]": a time word after the noun is no part of it.
  // Nor a time after it ("the rules [last spring]"), and a plural noun ends the phrase ("the review of
  // the overtime rules last spring" had become "the overtime rules last spring review").
  while (
    k < toks.length &&
    /^(?:ADJ|NOUN)$/.test(toks[k].pos) &&
    !/^(?:today|tomorrow|yesterday|tonight|last|next|this|every|each|per)$/.test(toks[k].norm) &&
    !(
      k > start &&
      toks[k - 1].pos === 'NOUN' &&
      toks[k - 1].lemma !== toks[k - 1].norm &&
      /s$/.test(toks[k - 1].norm)
    ) &&
    k - start < 4
  )
    k++;
  const last = toks[k - 1];
  if (k === start || last.pos !== 'NOUN' || /^\p{Lu}/u.test(last.text) || PERSON.test(last.norm))
    return undefined;
  // The phrase must end there: "the results of the survey [of staff]", "the design of the app [that
  // we built]", "the speed of the network['s] …" and "the rules of the club [and its members]" belong
  // to the last noun, and moving it would hand them to the head.
  const after = toks[k];
  if (after && /^(?:of|that|which|who|whom|whose|'s|’s|'|and|or|nor)$/.test(after.norm)) return undefined;
  if (after && /^(?:NOUN|PROPN|NUM)$/.test(after.pos)) return undefined;
  // "the results of the survey [we carried out]": a subject pronoun after the noun opens a relative
  // clause without its "that" (shorten drops it first), which belongs to the last noun as well.
  if (after && /^(?:i|we|you|they|he|she|it)$/.test(after.norm)) return undefined;
  // "the notions of fair dealing, responsibility, and transparency": the noun opens a list.
  if (after?.text === ',' && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[k + 1]?.pos ?? '')) return undefined;
  // A plural reads as a second noun ("the cost of the repairs" is no "the repairs cost").
  const plural = last.lemma !== last.norm && /s$/.test(last.norm);
  if (plural && (!bare || !last.norm.startsWith(last.lemma))) return undefined;
  if (bare && (!plural || k - start > 1)) return undefined;
  const modifier = toks.slice(start, k).map((t) => (t === last && plural ? t.lemma : t.text));
  return { start: i, end: k, words: [determiner.text, ...modifier, head.text] };
}

/** The text with each "the N of the … N" written as a noun compound, where one reads naturally. */
export function nounCompounds(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits: TokenEdit[] = [];
    for (let i = 0; i < toks.length; i++) {
      const edit = compoundAt(toks, i);
      if (!edit) continue;
      edits.push(edit);
      i = edit.end - 1;
    }
    if (edits.length === 0) return surface(toks);
    changed = true;
    return applyEdits(toks, edits);
  });
  return changed ? out.join(' ') : text;
}
