/**
 * Token-level compressions for shorten that keep every content word: the optional "that" of a
 * reported clause, and a nominalised gerund turned back into a verb phrase.
 */
import { applyEdits, type TokenEdit } from './edit';
import { sentences, surface, type Tok } from './nlp';

/**
 * Verbs of saying, finding and expecting after which the conjunction "that" is optional (Quirk et
 * al. § 15.3: zero "that" is usual after the common reporting verbs). Not "suggest"/"require"/
 * "recommend": a mandative clause reads better with its "that".
 */
const REPORTING =
  /^(?:say|tell|think|believe|know|find|show|confirm|agree|expect|hope|feel|mean|notice|realise|realize|conclude|announce|estimate|assume|indicate|report|decide|ensure|learn|understand|discover|promise|inform|advise|remind|warn|assure|notify)$/;
/** Pronouns that can open the reported clause as its subject. */
const SUBJECT = /^(?:i|we|you|they|he|she|it|there|this|these|those|everyone|someone|nobody)$/;

/**
 * Whether a clause (a subject and then a finite verb) starts at `k`: "that the invoices were wrong"
 * reports a clause, "that report useful" names a report.
 */
function clauseAt(toks: Tok[], k: number): boolean {
  if (SUBJECT.test(toks[k]?.norm ?? '')) return /^(?:VERB|AUX)$/.test(toks[k + 1]?.pos ?? '');
  let j = k;
  while (j < toks.length && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[j].pos) && j - k < 6) j++;
  // "that several clauses still need …": an adverb may stand between the subject and its verb.
  const verb =
    j > k &&
    toks[j]?.pos === 'ADV' &&
    /^(?:still|also|now|already|often|usually|never|always|only)$/.test(toks[j].norm)
      ? j + 1
      : j;
  return j > k && /^(?:VERB|AUX)$/.test(toks[verb]?.pos ?? '') && !/ing$/.test(toks[verb].norm);
}

/**
 * "we found that the invoices were wrong" → "we found the invoices were wrong": the "that" after a
 * reporting verb (and its object pronoun: "told us that") goes when a clause follows it.
 */
export function dropReportingThat(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits: TokenEdit[] = [];
    toks.forEach((t, i) => {
      if (t.norm !== 'that') return;
      // "told us that": the verb's object pronoun may stand between.
      const verb =
        toks[i - 1]?.pos === 'PRON' && /^(?:VERB|ADJ)$/.test(toks[i - 2]?.pos ?? '')
          ? toks[i - 2]
          : toks[i - 1];
      // The tagger may read a participle after "has" as an adjective ("has informed/ADJ us").
      const reporting =
        (verb?.pos === 'VERB' && REPORTING.test(verb.lemma)) ||
        (verb?.pos === 'ADJ' &&
          /ed$/.test(verb.norm) &&
          [verb.norm.slice(0, -2), verb.norm.slice(0, -1)].some((w) => REPORTING.test(w)));
      if (!reporting || !clauseAt(toks, i + 1)) return;
      // "agree that supply will be tight and that blackouts are likely": a second "that" clause keeps
      // the first one's "that" (the pair is parallel).
      if (
        toks
          .slice(i + 1)
          .some((u, n) => u.norm === 'that' && /^(?:and|or|but)$/.test(toks[i + n]?.norm ?? ''))
      )
        return;
      edits.push({ start: i, end: i + 1, words: [] });
    });
    if (edits.length === 0) return surface(toks);
    changed = true;
    return applyEdits(toks, edits);
  });
  return changed ? out.join(' ') : text;
}

/**
 * -ing nouns that name a thing or an event of their own rather than the act ("the meeting of the
 * board" is no "meeting the board", "the opening of the office" no "opening the office").
 */
const LEXICAL_ING =
  /^(?:beginning|meeting|building|opening|ending|setting|morning|evening|ceiling|offering|feeling|hearing|finding|wording|sitting|briefing|gathering|painting|drawing|saving|warning|ruling|heading|listing|landing|crossing|rating|clothing|housing|lighting|standing|timing|spelling|being|thing|wedding|outing|launching|shopping)$/;

/**
 * "delay the hiring of two designers" → "delay hiring two designers": after a verb or a
 * preposition, a gerund nominalised with "the … of" is the verb phrase it hides (Williams, "Style",
 * lesson 3). Only when the "of" phrase is a noun phrase (the verb's object).
 */
export function gerundObjects(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits: TokenEdit[] = [];
    toks.forEach((t, i) => {
      const ing = toks[i + 1];
      if (t.norm !== 'the' || !ing || toks[i + 2]?.norm !== 'of') return;
      if (!/^[a-z]{3,}ing$/.test(ing.norm) || LEXICAL_ING.test(ing.norm)) return;
      // A gerund whose verb the tagger knows: "hiring" (hire), not "spring" or "king".
      if (ing.pos !== 'VERB' && !(ing.lemma !== ing.norm && ing.pos === 'NOUN')) return;
      if (!/^(?:VERB|ADP)$/.test(toks[i - 1]?.pos ?? '')) return;
      if (!/^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(toks[i + 3]?.pos ?? '')) return;
      edits.push({ start: i, end: i + 1, words: [] }, { start: i + 2, end: i + 3, words: [] });
    });
    if (edits.length === 0) return surface(toks);
    changed = true;
    return applyEdits(toks, edits);
  });
  return changed ? out.join(' ') : text;
}

/**
 * Whether a relative clause's verb agrees with the existential's noun (by "is"/"are") and not with
 * the last noun of the phrases after it: "issues with the report that need" is the issues' clause
 * ("the report … need" cannot be), "issues with the reports that need" could be either and stays.
 */
function agreesOnlyWithHead(head: Tok[], last: Tok, be: Tok, verb: Tok): boolean {
  if (!head.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') || last.pos !== 'NOUN') return false;
  const plural = /^(?:are|were)$/.test(be.norm);
  const lastPlural = last.norm !== last.lemma && /s$/.test(last.norm);
  const verbPlural =
    /^(?:are|were|have|do)$/.test(verb.norm) || (verb.pos === 'VERB' && verb.norm === verb.lemma);
  const verbSingular =
    /^(?:is|was|has|does)$/.test(verb.norm) || (verb.pos === 'VERB' && /[^s]s$/.test(verb.norm));
  return plural ? verbPlural && !lastPlural : verbSingular && lastPlural;
}

/**
 * "There are several employees who have expressed concerns" → "Several employees have expressed
 * concerns": an existential "there" that only introduces the subject of a relative clause (Plain
 * Language Guidelines, "Avoid 'there is/are'"). Only a subject relative ("who/that" + verb): in "there
 * is a problem that we must fix" the noun is the object and stays.
 */
export function existentialSubjects(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    if (toks[0]?.norm !== 'there' || !/^(?:is|are|was|were)$/.test(toks[1]?.norm ?? '')) return surface(toks);
    let j = 2;
    let phrase = -1;
    // "There are several issues [with the current version of the report] that need …": phrases after
    // the noun too, when the verb's number says the clause is the first noun's (see below).
    while (
      j < toks.length &&
      (/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[j].pos) ||
        (toks[j].pos === 'ADP' &&
          j > 2 &&
          /^(?:NOUN|PROPN)$/.test(toks[j - 1].pos) &&
          !/^(?:that)$/.test(toks[j].norm))) &&
      j < 16
    ) {
      if (toks[j].pos === 'ADP' && phrase < 0) phrase = j;
      j++;
    }
    const rel = toks[j];
    const verb = toks[j + 1];
    if (j === 2 || !/^(?:who|that)$/.test(rel?.norm ?? '') || !/^(?:VERB|AUX)$/.test(verb?.pos ?? ''))
      return surface(toks);
    if (phrase >= 0 && !agreesOnlyWithHead(toks.slice(2, phrase), toks[j - 1], toks[1], verb))
      return surface(toks);
    // "There are people who is": the relative clause's verb agrees with the noun, so it now agrees
    // with the subject; a number of → several keeps "a" off the front.
    changed = true;
    return applyEdits(toks, [
      { start: 0, end: 2, words: [] },
      { start: j, end: j + 1, words: [] },
    ]);
  });
  return changed ? out.join(' ') : text;
}

/** "whether it would be possible for us to deliver" → "whether we could deliver". */
const POSSIBLE_FOR = /\bit (would|will|is|was) (?:be )?possible for (us|you|them|me|him|her) to\b/gi;
const SUBJECT_OF: Record<string, string> = {
  us: 'we',
  you: 'you',
  them: 'they',
  me: 'I',
  him: 'he',
  her: 'she',
};
const MODAL_OF: Record<string, string> = { would: 'could', will: 'can', is: 'can', was: 'could' };

/** "it would be possible for us to" → "we could": the dummy subject and its "for … to" made a clause. */
export function possibleFor(text: string): string {
  return text.replace(
    POSSIBLE_FOR,
    (m, aux: string, who: string) =>
      `${m[0] === 'I' ? SUBJECT_OF[who.toLowerCase()].replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : SUBJECT_OF[who.toLowerCase()]} ${MODAL_OF[aux.toLowerCase()]}`,
  );
}

/**
 * "please ensure that your figures are submitted by Tuesday" → "please submit your figures by
 * Tuesday": a request to see that something is done is the request to do it (Plain Language
 * Guidelines: "Use active voice", "Address the user"). Only a noun phrase opened by a determiner or
 * possessive ("you are registered" is about the reader, not a thing to register).
 */
const ENSURE_PASSIVE =
  /\b([Pp]lease) (?:ensure|make sure) (?:that )?((?:the|your|all|any|each|every|this|these|those|their|our)\b(?: (?!is\b|are\b)[\p{L}'’-]+){1,5}) (?:is|are) (\p{L}+(?:ed|en))\b/gu;

export function ensureToRequest(text: string): string {
  return text.replace(ENSURE_PASSIVE, (m, please: string, object: string, participle: string) => {
    const verb = sentences(`They have ${participle} it.`)[0]?.[2];
    if (verb?.pos !== 'VERB' || verb.lemma === participle.toLowerCase()) return m;
    return `${please} ${verb.lemma} ${object}`;
  });
}

/**
 * "There is a possibility that the launch will be delayed" → "The launch may be delayed": an
 * existential "there" that only announces a modal's possibility (Plain Language Guidelines, "Avoid
 * 'there is/are'"; the modal already says "possibly"). Only before a subject of at most eight words
 * and its "will"/"would"; "there is a risk that" keeps its warning.
 */
const POSSIBILITY =
  /(^|[.!?]\s+|,\s+(?:and |but |so )?|\b(?:and|but|so) )([Tt])here (?:is|was) (?:a|some) (?:possibility|chance) that ((?:[\p{L}\d'’-]+ ){1,8}?)(will|would) (?=\p{Ll})/gu;

export function possibilityModal(text: string): string {
  return text.replace(POSSIBILITY, (m, lead: string, t: string, subject: string, modal: string) => {
    if (/\b(?:will|would|is|are|was|were|has|have|had|can|could|may|might|must|should)\b/i.test(subject))
      return m;
    const s = t === 'T' ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
    return `${lead}${s}${modal.toLowerCase() === 'will' ? 'may' : 'might'} `;
  });
}

/**
 * "The reason (why) the shipment was delayed is that the papers were incomplete" → "The shipment was
 * delayed because the papers were incomplete": a cleft on "the reason" says what "because" says
 * (Williams, "Style": put the action in verbs). Only when what the reason is of is a clause with a
 * subject and a verb ("The reason for the delay is that …" has none and stays).
 */
const REASON_IS =
  /(^|[.!?]\s+)The reason (?:why |that )?((?:we|I|you|they|he|she|it|the|our|your|their|this|these|its|my)\b[^,.;:!?]{3,80}?) (?:is|was) (?:that|because) (?=\p{L})/gu;

export function reasonClause(text: string): string {
  return text.replace(REASON_IS, (m, lead: string, clause: string) => {
    const toks = sentences(clause).flat();
    const verb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (verb < 1 || !/^(?:PRON|NOUN|PROPN)$/.test(toks[verb - 1].pos)) return m;
    return `${lead}${clause.charAt(0).toUpperCase()}${clause.slice(1)} because `;
  });
}

/**
 * "Could you please let me know whether you would be available on Monday?" → "Would you be available
 * on Monday?": an indirect question inside a request for an answer is the question itself. Only with
 * a pronoun subject, whose inversion is the auxiliary moved in front of it.
 */
const INDIRECT_QUESTION =
  /(^|[.!?]\s+)(?:(?:Could|Can|Would|Will) you (?:please )?(?:let me know|tell me|confirm)|Please (?:could you )?(?:let me know|tell me|confirm)) (?:whether|if) (you|we|they|he|she|it|I) (would|could|will|can|are|were|is|was|should|might) ([^.!?]+)[.?](?=\s|$)/g;

export function directQuestion(text: string): string {
  return text.replace(
    INDIRECT_QUESTION,
    (_, lead: string, who: string, aux: string, rest: string) =>
      // "whether you would be available or not": the question keeps no "or not".
      `${lead}${aux.charAt(0).toUpperCase()}${aux.slice(1)} ${who} ${rest.replace(/,? or not$/, '')}?`,
  );
}

/**
 * "It is the responsibility of each manager to ensure …" → "Each manager must ensure …", "It is your
 * responsibility to check …" → "You must check …": a duty said through a noun is "must" (Federal
 * Plain Language Guidelines, "Use must to indicate requirements").
 */
const RESPONSIBILITY =
  /(^|[.!?]\s+)It is (?:the responsibility of ((?:the|each|every|all|our|your|their|his|her)\b[^,.;:!?]{1,40}?)|(your|our|their|his|her|my) responsibility) to (?=\p{Ll})/gu;
const WHO: Record<string, string> = { your: 'you', our: 'we', their: 'they', his: 'he', her: 'she', my: 'I' };

export function responsibilityMust(text: string): string {
  return text.replace(
    RESPONSIBILITY,
    (_, lead: string, holder: string | undefined, owner: string | undefined) => {
      const subject = holder ?? WHO[owner?.toLowerCase() ?? ''] ?? '';
      return `${lead}${subject.charAt(0).toUpperCase()}${subject.slice(1)} must `;
    },
  );
}
