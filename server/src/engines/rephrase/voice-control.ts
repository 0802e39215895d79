/**
 * Phrases whose understood subject is the clause's subject (Quirk et al. § 15.58, "unattached"
 * participle clauses): changing the voice hands them to the other noun phrase and leaves them
 * dangling ("Visiting Russia in 1890, concerts were conducted by him").
 */
import type { VerbGroup } from './clause';
import type { Tok } from './nlp';
import { hasSense } from './thesaurus';
import { verbForms } from './verbs';

/**
 * -ing and participle words that open a phrase with no understood subject: prepositions ("including
 * VAT", "following the meeting") and the disjuncts that comment on the whole sentence ("Based on the
 * feedback", "Given the delay", "Going forward", "Looking ahead", "Starting next month"; Quirk et al.
 * § 15.60, the "unattached" clauses English allows).
 */
const PREPOSITION_ING =
  /^(?:including|following|regarding|concerning|excluding|according|during|pending|considering|given|based|compared|provided|granted|assuming|starting|beginning|going|looking|moving|speaking|judging|taking|allowing|barring|counting)$/;

/** Whether the token is a verb's -ing form or, at `first`, its participle ("Founded in 1990, …"). */
function nonFinite(t: Tok, first: boolean): boolean {
  if (PREPOSITION_ING.test(t.norm)) return false;
  if (t.pos === 'AUX') return /^(?:being|having)$/.test(t.norm);
  if (t.pos !== 'VERB') return false;
  // ("Let me know …" opens with a command: a participle that is also the base form opens none.)
  return t.norm.endsWith('ing') || (first && t.norm === verbForms(t.lemma).pp && t.norm !== t.lemma);
}

/**
 * Whether the sentence opens with an adjective phrase set off before the subject ("Unhappy with the
 * offer, the candidate …", "Silent for a time, the tradition …"): a verbless clause whose understood
 * subject is the clause's subject (Quirk et al. § 15.58), as a participle's is. An adjective before a
 * noun opens a noun phrase instead ("Last week, …", "Next Monday, …").
 */
function frontedAdjective(toks: Tok[], subjectStart: number): boolean {
  let k = 0;
  while (toks[k]?.pos === 'ADV' && toks[k + 1]?.pos === 'ADJ') k++;
  // (Capitalised first, an adjective may be tagged a name: "Silent/PROPN for a time".)
  const first = toks[k];
  const adjective =
    first?.pos === 'ADJ' ||
    (k === 0 && first?.pos === 'PROPN' && hasSense(first.norm, 'adj') && !hasSense(first.norm, 'noun'));
  if (!adjective || !/^(?:ADP|PUNCT)$/.test(toks[k + 1]?.pos ?? '')) return false;
  if (toks[k + 1].pos === 'PUNCT' && toks[k + 1].text !== ',') return false;
  const comma = toks.findIndex((t, i) => i > k && t.text === ',');
  return (
    comma > 0 && comma < subjectStart && !toks.slice(k + 1, comma).some((t) => /^(?:VERB|AUX)$/.test(t.pos))
  );
}

/**
 * Where a subjectless clause takes the clause's subject as its own: `front` for an -ing or participle
 * clause before the subject ("Visiting Russia, he …", "After reviewing the data, the team …"), which
 * dangles in any passive; `by` for "by" + -ing after the verb ("… by renegotiating our contracts"),
 * which a passive keeps only without its agent ("Costs were reduced by renegotiating our contracts",
 * not "by us by renegotiating"). Undefined when there is none: after the verb other such clauses
 * read as the agent's or the event's ("… by the team without causing any downtime", "…, saving the
 * company money").
 */
export function controlledAdjunct(
  toks: Tok[],
  subject: [number, number],
  g: VerbGroup,
): 'front' | 'by' | undefined {
  for (let k = 0; k < subject[0]; k++) {
    const opener = k === 0 || /^(?:CCONJ|SCONJ|ADP|PUNCT)$/.test(toks[k - 1].pos);
    const comma = toks.slice(k, subject[0]).some((t) => t.text === ',');
    if (opener && comma && nonFinite(toks[k], k === 0)) return 'front';
  }
  if (frontedAdjective(toks, subject[0])) return 'front';
  for (let k = g.end; k < toks.length && toks[k].text !== ';'; k++)
    if (nonFinite(toks[k], false) && toks[k - 1]?.norm === 'by') return 'by';
  return undefined;
}
