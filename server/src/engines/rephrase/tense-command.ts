import type { VerbGroup } from './clause';
import type { TENSES } from './conjugate';
import type { Tok } from './nlp';
import { secondReading } from './tense-tags';
import { verbForms } from './verbs';

// Commands and the clauses tied to them, for switch_tense: an imperative has no tense of its own, and
// a condition or time clause takes its tense from the clause it belongs to.

type Target = (typeof TENSES)[string];

/** Words that may come before the verb of a command ("Please send …", "Kindly confirm …"). */
export const BEFORE_COMMAND = /^(?:please|kindly|just|also|simply|now|then)$/;

/**
 * Whether the sentence is a command or request ("Please send …", "Let me know if …", "If it fails,
 * call us."): an imperative has no tense, and moving the clauses around it ("if you will need") is wrong.
 */
export function isCommand(toks: Tok[], groups: VerbGroup[]): boolean {
  // "Thank you for …", "Thanks for …" are formulas without a tense of their own, like a request.
  if (toks.some((t) => t.norm === 'please') || /^thanks?$/.test(toks[0]?.norm ?? '')) return true;
  const tags = secondReading(toks);
  const starts = [0, ...toks.flatMap((t, i) => (/^[,;:]$/.test(t.text) ? [i + 1] : []))];
  return starts.some((s) => {
    let k = s;
    while (toks[k] && BEFORE_COMMAND.test(toks[k].norm)) k++;
    const t = toks[k];
    if (!t || groups.some((g) => g.subject && g.subject[0] <= k && g.subject[1] > k)) return false;
    // "Do not share …", "Don't forget …".
    if (t.norm === 'do' && (toks[k + 1]?.norm === 'not' || toks[k + 1]?.norm === "n't")) return true;
    const verb = t.pos === 'VERB' || tags[k].has('Verb');
    return (
      verb &&
      !tags[k].has('Auxiliary') &&
      (t.norm === verbForms(t.lemma).base || tags[k].has('Imperative')) &&
      !/ing$/.test(t.norm)
    );
  });
}

/** Verbs whose "if"/"whether" clause is an indirect question ("let me know if …", "check whether …"). */
const ASKING =
  /^(?:know|tell|check|ask|confirm|see|find|advise|wonder|clarify|verify|determine|inform|update|say)$/;
/** Words opening a condition or time clause, whose tense follows the main clause's. */
const CONDITION =
  /^(?:if|unless|when|whenever|once|before|after|until|till|while|whether|provided|providing)$/;
/** Verbs whose object clause says what is to be done ("make sure the report is ready"). */
const ENSURING = /^(?:sure|ensure|certain)$/;

/**
 * Token ranges whose tense is tied to a command around them: conditions and time clauses ("contact
 * me if you need …"), and what the command asks to ensure ("make sure the room is booked"). An
 * indirect question ("let me know if anything changed") is not tied: it is the sentence's own news.
 */
export function tiedClauses(toks: Tok[], groups: VerbGroup[]): [number, number][] {
  const out: [number, number][] = [];
  toks.forEach((t, i) => {
    let k = i - 1;
    if (toks[k]?.pos === 'PRON') k--;
    if (/^(?:out|up)$/.test(toks[k]?.norm ?? '')) k--;
    // "Let me know if you need anything": an "if" about the reader's own needs is a condition.
    const asking =
      toks[k]?.pos === 'VERB' &&
      ASKING.test(toks[k].lemma) &&
      !(t.norm === 'if' && toks[i + 1]?.norm === 'you');
    // "I'm sure the team will …" reports a belief; "make sure the room is booked" asks for something.
    const belief = /^(?:be|feel)$/.test(
      toks[/^(?:not|n't)$/.test(toks[i - 1]?.norm ?? '') ? i - 2 : i - 1]?.lemma ?? '',
    );
    const opens =
      (CONDITION.test(t.norm) && !((t.norm === 'if' || t.norm === 'whether') && asking)) ||
      (ENSURING.test(t.norm) && !belief) ||
      (t.norm === 'as' && toks[i - 1]?.norm === 'soon');
    if (!opens) return;
    // "After the meeting the client signed": a preposition before a noun phrase opens no clause; the
    // clause needs a verb whose subject starts right after the word.
    if (/^(?:after|before|until|till)$/.test(t.norm) && !groups.some((g) => g.subject?.[0] === i + 1)) return;
    let end = i + 1;
    while (end < toks.length && !/^[,;:.!?]$/.test(toks[end].text)) end++;
    out.push([i + 1, end]);
  });
  return out;
}

/** Whether `g` lies in a tied clause opened by a word of condition or time ("if", "after", "once"). */
export function conditionOpener(toks: Tok[], tied: [number, number][], g: VerbGroup): boolean {
  const clause = tied.find(([from, to]) => g.start >= from && g.end <= to);
  return clause !== undefined && CONDITION.test(toks[clause[0] - 1]?.norm ?? '');
}

/** Verbs of state, which have no completed event to speak of ("when you have needed help"). */
const STATIVE = /^(?:be|have|know|need|want|like|love|own|belong|seem|mean|understand|prefer|wish)$/;

/**
 * Whether a command's time clause ("when/once/after/as soon as/until X arrives") can take the present
 * perfect of a completed event (asked for the present perfect, a simple present event verb).
 */
export function completedTime(toks: Tok[], tied: [number, number][], g: VerbGroup, target: Target): boolean {
  if (!target.perfect || target.time !== 'present' || target.continuous) return false;
  if (g.aspect.time !== 'present' || g.aspect.perfect || g.aspect.continuous || g.aspect.modal) return false;
  if (g.aspect.passive || g.negated || STATIVE.test(g.lemma)) return false;
  const clause = tied.find(([from, to]) => g.start >= from && g.end <= to);
  if (!clause) return false;
  const opener = toks[clause[0] - 1]?.norm;
  return (
    /^(?:when|once|after|until|till)$/.test(opener ?? '') ||
    (opener === 'as' && toks[clause[0] - 2]?.norm === 'soon')
  );
}
