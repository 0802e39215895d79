import { verbGroups } from './clause';
import { capitalize, decapitalize, type Tok } from './nlp';
import { agreementOf } from './verbs';

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
};

/** Verbs taking an object and an infinitive ("asked all managers to submit"): that "to" is no purpose. */
const OBJECT_INFINITIVE =
  /^(?:ask|require|allow|want|encourage|invite|remind|expect|enable|help|tell|need|urge|advise|permit|force|get|persuade|order|instruct|invite|would|like|love|prefer|plan|try|hope|decide|agree|use)$/;
/** Verbs of saying, knowing and announcing before a "that" clause. */
const REPORTING =
  /^(?:announce|confirm|say|report|show|note|state|explain|know|think|believe|find|expect|understand|agree|suggest|indicate|mention|inform|remind|hope|feel)$/;

function text(toks: Tok[]): string {
  return toks
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
    .join('')
    .trim();
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
  const body = link ? `${link} ${decapitalize(b, second[0])}` : capitalize(b);
  return [`${capitalize(a)}${end}`, `${capitalize(body)}${end}`];
}

/**
 * sentence_split: a long sentence into two at a coordinating or subordinating clause boundary, the
 * link word rewritten so the second sentence stands ("…, but B." → "… However, B."). Each half must
 * have its own subject and finite verb; a shared subject is repeated ("She ate and left." → "She
 * ate. She left."). Null when no boundary gives two grammatical sentences.
 */
export function splitSentence(toks: Tok[]): string | null {
  const hasEnd = /^[.!?]$/.test(toks.at(-1)?.text ?? '');
  const body = hasEnd ? toks.slice(0, -1) : toks;
  const end = hasEnd ? (toks.at(-1) as Tok).text : '.';
  if (words(body) < 6) return null;
  const splits: Split[] = [];
  const add = (parts: string[] | null, at: number) => {
    if (parts) splits.push({ first: parts[0], second: parts[1], balance: Math.abs(at / body.length - 0.5) });
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
      if (isClause(right) && verbGroups(right)[0]?.subject?.[0] === 0) {
        add(finish(leftClean, link, right, end), k);
      } else {
        // A second verb sharing the first one's subject: repeat the subject.
        let at = k + 1 + (link === 'Then' ? 1 : 0);
        while (body[at]?.pos === 'ADV') at++;
        const shared = groups.find((g) => g.start === at && g.subject && g.subject[1] <= k);
        if (shared?.subject) {
          const subj = body.slice(shared.subject[0], shared.subject[1]);
          const copy = subj.length === 1 && subj[0].pos === 'PRON' ? subj[0].text : text(subj);
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
    const sub = SUBORDINATORS[t.norm];
    // After a perfect, "since" says from when ("has been closed since the storm"), not why.
    const sinceWhen = t.norm === 'since' && left.some((u) => /^(?:has|have|had)$/.test(u.norm));
    if (sub && !sinceWhen && (t.pos === 'SCONJ' || t.pos === 'ADP' || t.pos === 'CCONJ')) {
      const right = body.slice(k + 1);
      if (words(leftClean) >= 3 && isClause(leftClean) && isClause(right))
        add(finish(leftClean, sub, right, end), k);
      continue;
    }
    if (afterComma && /^(?:which|who)$/.test(t.norm)) {
      // "…, which was expensive" at the end: the relative clause becomes its own sentence.
      const right = body.slice(k + 1);
      const antecedentEnd = k - 1;
      const np: Tok[] = [];
      for (let m = antecedentEnd - 1; m >= 0 && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(body[m].pos); m--)
        np.unshift(body[m]);
      const startsWithVerb = right[0]?.pos === 'VERB' || verbGroups(right).some((g) => g.start === 0);
      if (np.length === 0 || !startsWithVerb) continue;
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
      if (!pronoun) continue;
      add(finish(leftClean, '', right, end, pronoun), k);
    }
  }

  // "Because B, A." / "Although B, A.": the subordinate clause first, then the main one with a link.
  const lead = body[0].norm === 'even' && body[1]?.norm === 'though' ? 'even though' : body[0].norm;
  const frontLink = FRONT_SUBORDINATORS[lead];
  if (frontLink) {
    const comma = body.findIndex((t) => t.text === ',');
    const skip = lead === 'even though' ? 2 : 1;
    if (comma > skip + 1) {
      const sub = body.slice(skip, comma);
      const main = body.slice(comma + 1);
      if (isClause(sub) && isClause(main))
        add(
          finish(sub, '', [], end).length
            ? [`${capitalize(text(sub))}${end}`, `${frontLink} ${decapitalize(text(main), main[0])}${end}`]
            : null,
          comma,
        );
    }
  }

  // "If B, A." / "In the event that B, A.": "Suppose B. In that case, A."
  const conditional = lead === 'if' ? 1 : /^in the event that\b/i.test(text(body.slice(0, 4))) ? 4 : 0;
  if (conditional && !splits.length) {
    const comma = body.findIndex((t) => t.text === ',');
    const sub = body.slice(conditional, comma);
    const main = body.slice(comma + 1);
    const command = main[0]?.norm === 'please' || main[0]?.pos === 'VERB';
    if (comma > conditional + 1 && isClause(sub) && (isClause(main) || command))
      add(
        [
          `Suppose ${decapitalize(text(sub), sub[0])}${end}`,
          `In that case, ${decapitalize(text(main), main[0])}${end}`,
        ],
        comma,
      );
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
        verbs.some((v) => v < k - 1 && !OBJECT_INFINITIVE.test(body[v].lemma)) &&
        !verbs.some((v) => v < k && OBJECT_INFINITIVE.test(body[v].lemma)),
    );
    if (to > 0 && isClause(body.slice(0, to)) && words(body.slice(to)) >= 4)
      add([`${capitalize(text(body.slice(0, to)))}${end}`, `This is ${text(body.slice(to))}${end}`], to);
    const that = body.findIndex(
      (t, k) => t.norm === 'that' && k >= 2 && k <= 8 && REPORTING.test(body[k - 1].lemma),
    );
    if (!splits.length && that > 0 && isClause(body.slice(that + 1)) && isClause(body.slice(0, that)))
      add(
        [
          `${capitalize(text(body.slice(that + 1)))}${end}`,
          `${capitalize(text(body.slice(0, that)))} this${end}`,
        ],
        that,
      );
  }

  if (splits.length === 0) return null;
  splits.sort((a, b) => a.balance - b.balance);
  return `${splits[0].first} ${splits[0].second}`;
}
