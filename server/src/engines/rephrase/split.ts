import compromise from 'compromise';
import { type VerbGroup, verbGroups } from './clause';
import { capitalize, decapitalize, type Tok } from './nlp';
import {
  coordinatedCommands,
  introducingRelative,
  perfectOpening,
  quantifiedRelative,
  timeClause,
  trailingPhrase,
} from './split-phrases';
import { retagVerbs } from './tense-tags';
import { agreementOf, isPluralNoun, verbForms } from './verbs';
import { completesNoun } from './voice-object';

/** How a boundary word is rewritten at the start of the second sentence ("" drops it). */
const COORDINATORS: Record<string, string> = {
  and: '',
  but: 'However,',
  yet: 'However,',
  so: 'As a result,',
  or: 'Otherwise,',
};
/** Subordinators that can end the first sentence: the second sentence starts with this link. */
const SUBORDINATORS: Record<string, string> = {
  because: 'This is because',
  although: 'However,',
  though: 'However,',
  whereas: 'In contrast,',
  while: 'Meanwhile,',
  // "A before B": A happens first, then B.
  before: 'After that,',
  since: 'This is because',
  // "A if B": A holds under the condition B.
  if: 'This applies if',
  unless: 'This does not apply if',
};
/** Subordinators that open a sentence: "Because B, A." → "B. Therefore, A." */
const FRONT_SUBORDINATORS: Record<string, string> = {
  because: 'Therefore,',
  since: 'Therefore,',
  although: 'However,',
  though: 'However,',
  'even though': 'However,',
  after: 'Then',
  once: 'Then',
  when: 'Then',
  while: 'However,',
  whereas: 'However,',
  as: 'Therefore,',
  'given that': 'Therefore,',
};

/** A sentence ending in a word that cannot end one: a complementiser, article, conjunction or preposition. */
const DANGLING_END =
  /\b(?:that|to|the|a|an|and|or|but|nor|of|for|with|which|who|whom|whose|because|if|than|as|by|from|into|in|on|at|about|my|your|our|their|its|his|her)[.!?]$/i;

/** Units of time and measure that head an adverbial phrase ("two weeks early", "last month"). */
const TIME_UNIT =
  /^(?:second|minute|hour|day|week|fortnight|month|quarter|year|decade|morning|afternoon|evening|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|today|yesterday|tomorrow)s?$/;

/**
 * Whether the tokens end on a phrase of time or measure, the clause's adverbial: a time word or a
 * year, or a time word with "early", "late", "ago", "ahead", "earlier" or "later" after it ("two weeks
 * early").
 */
function endsOnTimeOrMeasure(toks: readonly Tok[]): boolean {
  let i = toks.length - 1;
  if (/^(?:early|late|ago|ahead|earlier|later|before|behind)$/.test(toks[i]?.norm ?? '')) i--;
  return TIME_UNIT.test(toks[i]?.norm ?? '') || /^(?:1[0-9]|20)\d\d$/.test(toks[i]?.norm ?? '');
}

/** Words opening a sentence with a subordinate clause, which runs to its comma. */
const SUBORDINATE_OPENING =
  /^(?:if|when|whenever|because|although|though|while|since|unless|once|after|before|until)$/;

/** Subordinators that open a fronted clause after a coordinator (", and although B, A"). */
const FRONTED_AFTER_COORDINATOR = /^(?:although|though|because|since|while|whereas|if|when|once|unless)$/;

/** Verbs taking an object and an infinitive ("asked all managers to submit"): that "to" is no purpose. */
const OBJECT_INFINITIVE =
  /^(?:ask|require|allow|want|encourage|invite|remind|expect|enable|help|tell|need|urge|advise|permit|force|get|persuade|order|instruct|invite|would|like|love|prefer|plan|try|hope|decide|agree|use)$/;
/** Focusing adverbs that narrow a reason or condition ("mainly because", "only if"). */
const FOCUSING =
  /^(?:mainly|partly|largely|only|simply|just|especially|mostly|solely|purely|chiefly|primarily|particularly|probably|precisely)$/;
/** Verbs of saying, knowing and announcing before a "that" clause. */
const REPORTING =
  /^(?:announce|confirm|say|report|show|note|state|explain|know|think|believe|find|expect|understand|agree|suggest|indicate|mention|inform|remind|hope|feel)$/;

function text(toks: Tok[]): string {
  return toks
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
    .join('')
    .trim();
}

/**
 * Whether the conjunction at `k` ends a series ("X, Y and Z"): the item between the last comma and the
 * conjunction is a phrase, not a clause with its own subject.
 */
function endsSeries(body: Tok[], k: number): boolean {
  if (body[k - 1]?.text === ',') return false;
  let c = k - 1;
  while (c >= 0 && body[c].text !== ',' && !/^(?:CCONJ|SCONJ)$/.test(body[c].pos)) c--;
  if (c < 0 || body[c].text !== ',' || c === k - 1) return false;
  const item = body.slice(c + 1, k);
  return !verbGroups(item).some((g) => g.subject !== undefined && g.subject[0] === 0);
}

/**
 * Whether the first "verb" of a clause is a plural noun compromise reads as one ("most phone calls
 * within a minute": "calls" after "phone"), which leaves no verb in what would be a sentence.
 */
function nounReadAsVerb(toks: Tok[]): boolean {
  const g = verbGroups(toks)[0];
  if (!g || g.start !== g.main || toks[g.main - 1]?.pos !== 'NOUN') return false;
  const verb = toks[g.main];
  // An -s form right after a noun and before a preposition ("most test results within two days")
  // reads as the plural of a compound noun in a gapped clause; a real verb there is rarer than the
  // fragment the split would write.
  if (verb.norm === verbForms(verb.lemma).s && toks[g.main + 1]?.pos === 'ADP') return true;
  const term = compromise(text(toks)).terms().eq(g.main);
  return term.has('#Plural') && !term.has('#Verb');
}

/** Whether tokens form a clause of their own: a finite verb whose subject is inside them. */
function isClause(toks: Tok[]): boolean {
  const groups = verbGroups(toks);
  return groups.some(
    (g) =>
      (g.subject !== undefined && g.subject[0] >= 0 && !g.aspect.modal) ||
      (g.subject !== undefined && g.aspect.modal !== undefined),
  );
}

/**
 * The auxiliaries a second verb shares with the first ("will increase X and reduce Y": "will"), [] when
 * it is finite on its own ("fixes X and improves Y"), or null when the split would change its
 * meaning (a shared negation: "did not call X or email Y").
 */
function sharedAuxiliary(
  body: Tok[],
  groups: VerbGroup[],
  second: VerbGroup,
  at: number,
): string[] | null | undefined {
  const first = [...groups].reverse().find((g) => g.end <= at && g.subject?.[0] === second.subject?.[0]);
  if (!first || first.start === first.main || second.start !== second.main) return [];
  const verb = body[second.main];
  const f = verbForms(verb.lemma);
  const main = body[first.main];
  const mf = verbForms(main.lemma);
  const sameForm =
    (main.norm === mf.base && verb.norm === f.base) ||
    (main.norm === mf.ing && verb.norm === f.ing) ||
    (main.norm === mf.pp && verb.norm === f.pp && main.norm !== mf.base);
  if (!sameForm) return [];
  // "was impressed … and asked us to": a participle with an object after it is an active past.
  const after = body[second.end];
  if (
    first.aspect.passive &&
    verb.norm === f.past &&
    after &&
    /^(?:DET|PRON|PROPN|NUM|NOUN)$/.test(after.pos)
  )
    return [];
  if (first.negated) return null;
  return body
    .slice(first.start, first.main)
    .filter((t) => t.pos !== 'ADV')
    .map((t) => t.text);
}

/**
 * "NP, who/which R, P." → "NP R. NP P." (the subject told again: "They" for a plural, "It" for a
 * thing, the phrase itself for a person). Null unless NP opens the sentence and both R and P start
 * with their verb.
 */
function embeddedRelative(body: Tok[], k: number, close: number, end: string): string[] | null {
  const np = body.slice(0, k - 1);
  // "The new onboarding process": an -ing word before a noun describes it, and a word after the
  // determiner is a modifier ("new" may be tagged an adverb), whatever the tagger says.
  const modifier = (t: Tok, i: number) =>
    (t.pos === 'VERB' && t.norm.endsWith('ing') && /^(?:NOUN|PROPN)$/.test(np[i + 1]?.pos ?? '')) ||
    (t.pos === 'ADV' && np[i - 1]?.pos === 'DET' && i < np.length - 1);
  if (!np.length || !np.every((t, i) => /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(t.pos) || modifier(t, i)))
    return null;
  if (np.some((t) => t.pos === 'PRON' && !/^(?:my|your|his|her|its|our|their)$/.test(t.norm))) return null;
  const relative = body.slice(k + 1, close);
  // "…, which has grown …, now answers": adverbs before the main verb stay with it.
  let restAt = close + 1;
  while (body[restAt]?.pos === 'ADV') restAt++;
  const rest = body.slice(restAt);
  const restWords = body.slice(close + 1);
  const startsWithVerb = (part: Tok[]) =>
    part.length >= 2 && (part[0].pos === 'AUX' || part[0].pos === 'VERB') && !part[0].norm.endsWith('ing');
  if (!startsWithVerb(relative) || !startsWithVerb(rest) || words(rest) < 2) return null;
  const plural = agreementOf(np) === 'pl';
  const again = plural
    ? 'They'
    : body[k].norm === 'which'
      ? 'It'
      : capitalize(text(np).replace(/^(?:a|an)\b/i, 'the'));
  return [`${capitalize(text(np))} ${text(relative)}${end}`, `${again} ${text(restWords)}${end}`];
}

/**
 * A condition about the reader in the simple present as a question ("you have any questions" → "Do
 * you have any questions?", "you are free on Friday" → "Are you free on Friday?"), or null.
 */
function askReader(sub: Tok[]): string | null {
  if (sub[0]?.norm !== 'you' || sub.some((t) => /^(?:not|n't|never)$/.test(t.norm))) return null;
  const verb = sub[1];
  if (!verb) return null;
  const rest = text(sub.slice(2));
  if (/^(?:are|can|will|could|would|should|must)$/.test(verb.norm))
    return `${capitalize(verb.norm)} you ${rest}?`;
  // A present-tense verb in its base form ("have", "need", "want"), not a past or an -s form.
  // "have" with an object ("you have any questions") may be tagged an auxiliary; a perfect is no question here.
  const possessive = verb.norm === 'have' && sub[2] !== undefined && sub[2].pos !== 'VERB';
  if (
    !possessive &&
    (verb.pos !== 'VERB' || verb.norm !== verb.lemma || verbForms(verb.lemma).base !== verb.norm)
  )
    return null;
  return `Do you ${verb.norm} ${rest}?`;
}

function words(toks: Tok[]): number {
  return toks.filter((t) => t.pos !== 'PUNCT').length;
}

/** One way to split: the two sentences and how far the boundary is from the middle. */
interface Split {
  first: string;
  second: string;
  balance: number;
}

function finish(first: Tok[], link: string, second: Tok[], end: string, subjectCopy = ''): string[] {
  const a = text(first).replace(/[,;:\s]+$/, '');
  let b = text(second).replace(/[.!?]+$/, '');
  if (subjectCopy) b = `${subjectCopy} ${b}`;
  // "because, given our lack of data, we…": a comma opening the second part goes right after a link
  // that has none of its own ("This is because, given…"), and nowhere else.
  const comma = /^,\s*/.exec(b)?.[0];
  if (comma) b = b.slice(comma.length);
  const join = comma && link && !link.endsWith(',') ? ', ' : ' ';
  // A repeated subject comes cased by the caller ("Washington State" stays; decapitalising it by the
  // second part's first token, a verb, wrote "However, washington State hasn't…").
  const body = link ? `${link}${join}${subjectCopy ? b : decapitalize(b, second[0])}` : capitalize(b);
  return [`${capitalize(a)}${end}`, `${capitalize(body)}${end}`];
}

/**
 * sentence_split: a long sentence into two at a coordinating or subordinating clause boundary, the
 * link word rewritten so the second sentence stands ("…, but B." → "… However, B."). Each half must
 * have its own subject and finite verb; a shared subject is repeated ("She ate and left." → "She
 * ate. She left."). Null when no boundary gives two grammatical sentences.
 */
export function splitSentence(written: Tok[]): string | null {
  const toks = retagVerbs(written);
  const hasEnd = /^[.!?]$/.test(toks.at(-1)?.text ?? '');
  const body = hasEnd ? toks.slice(0, -1) : toks;
  const end = hasEnd ? (toks.at(-1) as Tok).text : '.';
  if (words(body) < 6) return null;
  const splits: Split[] = [];
  const add = (parts: string[] | null, at: number) => {
    // "…let you know that.", "…based in Germany, and.": a first sentence ending in a word that needs
    // what follows it was cut in the wrong place, whichever rule cut it.
    if (parts && !DANGLING_END.test(parts[0]) && !/^[,;:]/.test(parts[0]) && !/^[,;:]/.test(parts[1]))
      splits.push({ first: parts[0], second: parts[1], balance: Math.abs(at / body.length - 0.5) });
  };
  const groups = verbGroups(body);

  for (let k = 1; k < body.length - 2; k++) {
    const t = body[k];
    const left = body.slice(0, k);
    if (t.text === ';') {
      const right = body.slice(k + 1);
      if (isClause(left) && isClause(right)) add(finish(left, '', right, end), k);
      continue;
    }
    const afterComma = body[k - 1]?.text === ',';
    const leftClean = afterComma ? body.slice(0, k - 1) : left;
    if (t.norm in COORDINATORS && (t.pos === 'CCONJ' || (afterComma && t.norm !== 'and'))) {
      let right = body.slice(k + 1);
      let link = COORDINATORS[t.norm];
      if (right[0]?.norm === 'then') {
        link = 'Then';
        right = right.slice(1);
      }
      if (words(leftClean) < 3 || words(right) < 2 || !isClause(leftClean)) continue;
      // "If an individual turns 21 and is eligible…, services are guaranteed": a link inside a fronted
      // subordinate clause joins that clause's parts ("If an individual turns 21. An individual is…").
      if (SUBORDINATE_OPENING.test(body[0].norm) && !left.some((u) => u.text === ',')) continue;
      // "access to the system, the contracts and the minutes", "signs in, wears a badge and is
      // accompanied": the last item of a series, whose cut leaves a list without its "and".
      if (endsSeries(body, k)) continue;
      const frontedComma = right.findIndex((u) => u.text === ',');
      if (isClause(right) && verbGroups(right)[0]?.subject?.[0] === 0 && !nounReadAsVerb(right)) {
        add(finish(leftClean, link, right, end), k);
      } else if (
        // ", and although B, A" → "… Although B, A.": the fronted clause opens the second sentence.
        t.norm === 'and' &&
        FRONTED_AFTER_COORDINATOR.test(right[0]?.norm ?? '') &&
        frontedComma > 2 &&
        isClause(right.slice(1, frontedComma)) &&
        isClause(right.slice(frontedComma + 1))
      ) {
        add(finish(leftClean, '', right, end), k);
      } else {
        // A second verb sharing the first one's subject: repeat the subject.
        let at = k + 1 + (link === 'Then' ? 1 : 0);
        while (body[at]?.pos === 'ADV') at++;
        const shared = groups.find((g) => g.start === at && g.subject && g.subject[1] <= k);
        // "to review all of them and contact the candidates", "the right to cancel the order and
        // request a refund": a base form after "and" that follows an infinitive is a second infinitive,
        // not a verb of the clause's subject ("It may contact the candidates").
        const base = body[at] && body[at].norm === verbForms(body[at].lemma).base;
        const infinitiveBefore = body
          .slice(shared?.subject?.[1] ?? 0, k)
          .some((u, m, seg) => u.norm === 'to' && seg[m + 1]?.pos === 'VERB');
        if (base && infinitiveBefore) continue;
        // "will face military commissions or charges in U.S. courts": an -s word after "and"/"or"
        // that follows a plural noun is a second noun of the list, not a verb of the subject's.
        const sForm = body[at] && body[at].norm === verbForms(body[at].lemma).s;
        if (sForm && body[k - 1]?.pos === 'NOUN' && isPluralNoun(body[k - 1].text, body[k - 1].lemma))
          continue;
        // "If the board approves, the work will start in May and finish in June": the fronted condition
        // or time clause governs both verbs, and a repeated subject would state the second one bare.
        if (SUBORDINATE_OPENING.test(body[0]?.norm ?? '') && body.slice(0, k).some((u) => u.text === ','))
          continue;
        const aux = shared && sharedAuxiliary(body, groups, shared, k);
        if (shared?.subject && aux !== null) {
          const subj = body.slice(shared.subject[0], shared.subject[1]);
          const copy = [
            subj.length === 1 && subj[0].pos === 'PRON' ? subj[0].text : text(subj),
            ...(aux ?? []),
          ].join(' ');
          add(finish(leftClean, link, right, end, link ? decapitalize(copy, subj[0]) : copy), k);
        }
      }
      continue;
    }
    // "… in advance so that we can arrange …": the purpose becomes a sentence of its own.
    if (t.norm === 'so' && body[k + 1]?.norm === 'that') {
      const right = body.slice(k + 2);
      if (words(leftClean) >= 3 && isClause(leftClean) && isClause(right))
        add(finish(leftClean, 'That way,', right, end), k);
      continue;
    }
    // "…, provided that B" and "… as long as B" are conditions; "…, as B" after a comma gives a reason.
    const condition =
      t.norm === 'provided' && body[k + 1]?.norm === 'that'
        ? 2
        : t.norm === 'as' && body[k + 1]?.norm === 'long' && body[k + 2]?.norm === 'as'
          ? 3
          : 0;
    if (condition || (t.norm === 'as' && afterComma)) {
      const right = body.slice(k + condition + (condition ? 0 : 1));
      const link =
        condition === 2 ? 'This applies if' : condition ? 'This applies as long as' : 'This is because';
      if (
        words(leftClean) >= 3 &&
        isClause(leftClean) &&
        isClause(right) &&
        verbGroups(right)[0]?.subject?.[0] === 0
      )
        add(finish(leftClean, link, right, end), k);
      continue;
    }
    // "…, even though B": the link replaces both words.
    const evenThough = t.norm === 'though' && body[k - 1]?.norm === 'even';
    const leftSub = evenThough ? body.slice(0, body[k - 2]?.text === ',' ? k - 2 : k - 1) : leftClean;
    // "A before B" reads as "A. After that, B." only for past events ("need more data before we decide" is no sequence).
    const beforeFuture =
      t.norm === 'before' && !verbGroups(body.slice(k + 1)).some((g) => g.aspect.time === 'past');
    const sub = beforeFuture ? undefined : SUBORDINATORS[t.norm];
    // After a perfect, "since" says from when ("has been closed since the storm"), not why.
    const sinceWhen = t.norm === 'since' && left.some((u) => /^(?:has|have|had)$/.test(u.norm));
    if (sub && !sinceWhen && (t.pos === 'SCONJ' || t.pos === 'ADP' || t.pos === 'CCONJ')) {
      const right = body.slice(k + 1);
      // "…, mainly because B" → "… This is mainly because B": a focusing adverb goes with the reason.
      const focus = FOCUSING.test(body[k - 1]?.norm ?? '') && /^This (?:is|applies)\b/.test(sub);
      const leftOf = focus ? body.slice(0, k - 1) : leftSub;
      const link = focus ? sub.replace(/^This (is|applies)/, `This $1 ${body[k - 1].norm}`) : sub;
      // "Let me know if you can't make it." stays whole: a short condition cut off reads as an
      // afterthought ("Let me know. This applies if you can't make it.").
      // Nor a "while" clause of a state, which says during what, not "Meanwhile" ("… is accompanied
      // by staff while they are in the building"); an action alongside ("while their parents
      // prepared dinner") still splits.
      const shortCondition =
        (/^(?:if|unless)$/.test(t.norm) && words(body) < 12) ||
        (t.norm === 'while' && verbGroups(right)[0]?.lemma === 'be');
      if (!shortCondition && words(leftOf) >= 3 && isClause(leftOf) && isClause(right))
        add(finish(leftOf, link, right, end), k);
      continue;
    }
    if (afterComma && /^(?:which|who)$/.test(t.norm)) {
      // "The manager, who joined last year, has introduced …": the relative clause is told first.
      const close = body.findIndex((u, m) => m > k && u.text === ',');
      const embedded = close > 0 ? embeddedRelative(body, k, close, end) : null;
      if (embedded) {
        add(embedded, k);
        continue;
      }
      // "The process, which was designed by …, will be rolled out …": a relative clause inside the
      // sentence that could not be told first is not its end either.
      // (Adverbs before its verb stay with it: "…, now answers".)
      let from = close + 1;
      while (close > 0 && body[from]?.pos === 'ADV') from++;
      const resumed = close > 0 ? body.slice(from) : [];
      if (resumed.length >= 2 && /^(?:AUX|VERB)$/.test(resumed[0].pos) && !resumed[0].norm.endsWith('ing'))
        continue;
      // "…, which was expensive" at the end: the relative clause becomes its own sentence.
      const right = body.slice(k + 1);
      const antecedentEnd = k - 1;
      const np: Tok[] = [];
      for (let m = antecedentEnd - 1; m >= 0 && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(body[m].pos); m--)
        np.unshift(body[m]);
      const startsWithVerb = right[0]?.pos === 'VERB' || verbGroups(right).some((g) => g.start === 0);
      if (!startsWithVerb) continue;
      // "…carefully, which took longer": "which" stands for the whole clause before it; so it does after
      // a phrase of time or measure that ends the clause ("completed the audit two weeks early, which
      // allowed…", "arrived an hour late, which…", "last week, which…"): no noun there is its antecedent.
      // Only a clause of its own verb says what the event did ("which allowed", "which meant"): "be" or
      // "have" describes a thing ("bought a laptop last week, which was expensive": it was), and a
      // plural verb points back to a plural noun ("shows serials every Saturday, which were…").
      const clauseAntecedent =
        t.norm === 'which' &&
        endsOnTimeOrMeasure(body.slice(0, k - 1)) &&
        !/^(?:is|was|are|were|be|been|has|have|had)$/.test(right[0]?.norm ?? '');
      if (np.length === 0 || clauseAntecedent) {
        if (t.norm === 'which' && isClause(leftClean)) add(finish(leftClean, '', right, end, 'This'), k);
        continue;
      }
      // The relative clause's own verb decides: "…students, which helps…" refers to the whole clause.
      const verb = right[0]?.norm ?? '';
      const singularVerb = /^(?:is|was|has)$/.test(verb) || (right[0]?.pos === 'VERB' && /[^s]s$/.test(verb));
      const pluralVerb = /^(?:are|were|have)$/.test(verb);
      const plural = pluralVerb || (!singularVerb && agreementOf(np) === 'pl');
      const pronoun =
        t.norm === 'which'
          ? plural
            ? 'They'
            : agreementOf(np) === 'pl'
              ? 'This'
              : 'It'
          : np.every((w) => w.pos === 'PROPN')
            ? text(np)
            : // "who" after a common noun: singular "they" when the person (or group) has no known gender.
              'They';
      // Singular "they" takes a plural verb: "They has experience" would not be English, so the phrase is repeated.
      const again =
        pronoun === 'They' && singularVerb && t.norm === 'who'
          ? capitalize(text(np).replace(/^(?:a|an)\b/i, 'the'))
          : pronoun;
      add(finish(leftClean, '', right, end, again), k);
    }
  }

  // "Because B, A." / "Although B, A.": the subordinate clause first, then the main one with a link.
  const lead =
    body[0].norm === 'even' && body[1]?.norm === 'though'
      ? 'even though'
      : body[0].norm === 'given' && body[1]?.norm === 'that'
        ? 'given that'
        : body[0].norm;
  const frontLink = FRONT_SUBORDINATORS[lead];
  if (frontLink) {
    const comma = body.findIndex((t) => t.text === ',');
    const skip = lead.includes(' ') ? 2 : 1;
    // "As you know, …" is a comment, not a reason: a reason clause has at least three words.
    if (comma > skip + 1 && !(lead === 'as' && comma - skip < 3)) {
      const sub = body.slice(skip, comma);
      const main = body.slice(comma + 1);
      // "After carefully reviewing X that we received, …": a participle opens no clause, even when a
      // relative clause inside it has a subject and a verb.
      const opening = sub.find((t) => t.pos !== 'ADV');
      const participle = opening?.pos === 'VERB' && /(?:ing|ed)$/.test(opening.norm);
      // "When/Once/After B, A." with B not in the past speaks of whenever B happens ("Once the object
      // has been identified, the robot may grip it"): "B. Then A." would state B as done.
      const temporal = /^(?:after|once|when)$/.test(lead);
      const narrated = !temporal || verbGroups(sub)[0]?.aspect.time === 'past';
      if (!participle && narrated && isClause(sub) && isClause(main))
        add(
          finish(sub, '', [], end).length
            ? [`${capitalize(text(sub))}${end}`, `${frontLink} ${decapitalize(text(main), main[0])}${end}`]
            : null,
          comma,
        );
    }
  }

  // "Unless B, A." → "A. This does not apply if B."
  if (lead === 'unless' && !splits.length) {
    const comma = body.findIndex((t) => t.text === ',');
    const sub = body.slice(1, comma);
    const main = body.slice(comma + 1);
    if (comma > 2 && isClause(sub) && isClause(main))
      add(
        [
          `${capitalize(text(main))}${end}`,
          `This does not apply if ${decapitalize(text(sub), sub[0])}${end}`,
        ],
        comma,
      );
  }
  // "If B, A." / "In the event that B, A.": "Suppose B. In that case, A."
  const conditional = lead === 'if' ? 1 : /^in the event that\b/i.test(text(body.slice(0, 4))) ? 4 : 0;
  if (conditional && !splits.length) {
    const comma = body.findIndex((t) => t.text === ',');
    const sub = body.slice(conditional, comma);
    const main = body.slice(comma + 1);
    const command = main[0]?.norm === 'please' || main[0]?.pos === 'VERB';
    if (comma > conditional + 1 && isClause(sub) && (isClause(main) || command)) {
      // "If you have any questions, please call." → "Do you have any questions? If so, please call.":
      // a condition on the reader is asked (the way letters say it); others are supposed.
      const asked = askReader(sub);
      add(
        asked
          ? [asked, `If so, ${decapitalize(text(main), main[0])}${end}`]
          : [
              `Suppose ${decapitalize(text(sub), sub[0])}${end}`,
              `In that case, ${decapitalize(text(main), main[0])}${end}`,
            ],
        comma,
      );
    }
  }
  // "To V X, A." / "In order to V X, A.": the main clause first, then "This is to V X."
  const purpose = body[0]?.norm === 'to' ? 0 : /^in order to\b/i.test(text(body.slice(0, 3))) ? 2 : -1;
  if (purpose >= 0 && !splits.length && body[purpose + 1]?.pos === 'VERB') {
    const comma = body.findIndex((t) => t.text === ',');
    const main = body.slice(comma + 1);
    if (comma > purpose + 2 && comma < body.length * 0.6 && (isClause(main) || main[0]?.norm === 'please'))
      add(
        [
          `${capitalize(text(main))}${end}`,
          `This is ${decapitalize(text(body.slice(purpose, comma)), body[purpose])}${end}`,
        ],
        comma,
      );
  }
  // "For the purpose of X, A." / "Due to X, A.": the main clause first, then "This is for X."
  const reason = /^(?:for|due to|because of|owing to)\b/i.exec(text(body.slice(0, 3)));
  if (reason && !splits.length) {
    const comma = body.findIndex((t) => t.text === ',');
    const main = body.slice(comma + 1);
    if (comma >= 3 && comma < body.length / 2 && isClause(main) && !isClause(body.slice(0, comma)))
      add(
        [
          `${capitalize(text(main))}${end}`,
          `This is ${decapitalize(text(body.slice(0, comma)), body[0])}${end}`,
        ],
        comma,
      );
  }

  // Phrases without a finite verb of their own, tried when no clause boundary splits the sentence.
  if (!splits.length) {
    const phrase =
      perfectOpening(body, groups, end) ??
      coordinatedCommands(body, end) ??
      trailingPhrase(body, groups, end) ??
      quantifiedRelative(body, end) ??
      timeClause(body, groups, end) ??
      introducingRelative(body, groups, end);
    if (phrase) add(phrase.parts, phrase.at);
  }

  // One long clause, no boundary: a purpose "to" late in it ("… on weekdays to answer any
  // questions …" → "… on weekdays. This is to answer any questions …"), or a reported clause after a
  // short frame ("We are pleased to announce that X." → "X. We are pleased to announce this.").
  if (!splits.length && words(body) >= 14) {
    const verbs = body.map((t, k) => (t.pos === 'VERB' || t.pos === 'AUX' ? k : -1)).filter((k) => k >= 0);
    const to = body.findIndex(
      (t, k) =>
        t.norm === 'to' &&
        k > body.length * 0.4 &&
        body[k + 1]?.pos === 'VERB' &&
        /^(?:NOUN|PROPN|ADV|NUM)$/.test(body[k - 1]?.pos ?? '') &&
        // "harder to keep", "enough to cover": the infinitive completes the word before it.
        !(body[k - 1]?.pos === 'ADV' && /(?:er|enough|too)$/.test(body[k - 1].norm)) &&
        verbs.some((v) => v < k - 1 && !OBJECT_INFINITIVE.test(body[v].lemma)) &&
        !verbs.some((v) => v < k && OBJECT_INFINITIVE.test(body[v].lemma)) &&
        !completesNoun(body, k) &&
        !insideSubjectRelative(body, k),
    );
    // "… in order to give …": the purpose keeps its "in order".
    const cut = to > 1 && body[to - 1].norm === 'order' && body[to - 2].norm === 'in' ? to - 2 : to;
    if (to > 0 && isClause(body.slice(0, cut)) && words(body.slice(to)) >= 4)
      add([`${capitalize(text(body.slice(0, cut)))}${end}`, `This is ${text(body.slice(to))}${end}`], to);
    const that = body.findIndex(
      (t, k) => t.norm === 'that' && k >= 2 && k <= 8 && REPORTING.test(body[k - 1].lemma),
    );
    // "…know that, due to X, Y": the comma after "that" opens a phrase inside the reported clause.
    const reported = body[that + 1]?.text === ',' ? that + 2 : that + 1;
    if (!splits.length && that > 0 && isClause(body.slice(reported)) && isClause(body.slice(0, that)))
      add(
        [
          `${capitalize(text(body.slice(reported)))}${end}`,
          `${capitalize(text(body.slice(0, that)))} this${end}`,
        ],
        that,
      );
  }

  if (splits.length === 0) return null;
  splits.sort((a, b) => a.balance - b.balance);
  // "…/SecurityRequests/.", "without a miss." read as one token: a last token that carries its own
  // full stop ends the text, so the stop added after it goes.
  const ownStop = !hasEnd && /[.!?]$/.test(toks.at(-1)?.text ?? '');
  const second = ownStop ? splits[0].second.replace(/([.!?])\.$/, '$1') : splits[0].second;
  return `${splits[0].first} ${second}`;
}

/**
 * Whether the "to" at `k` sits in a relative clause on a subject whose own verb is still to come
 * ("…, so staff who drive to work should use the car park": the clause segment before "to" holds a
 * "who"/"which" with no verb before it), so no purpose phrase starts there.
 */
function insideSubjectRelative(body: Tok[], k: number): boolean {
  let start = 0;
  for (let j = k - 1; j >= 0; j--)
    if (body[j].text === ',' || /^(?:so|and|but|or|because|while|although)$/.test(body[j].norm)) {
      start = j + 1;
      break;
    }
  for (let j = start; j < k; j++) {
    // A word right before "who" heads the noun phrase it qualifies, whatever the tagger says ("staff who").
    const headsRelative = /^(?:who|which)$/.test(body[j + 1]?.norm ?? '');
    if ((body[j].pos === 'VERB' || body[j].pos === 'AUX') && !headsRelative) return false;
    if (/^(?:who|which)$/.test(body[j].norm)) return true;
  }
  return false;
}
