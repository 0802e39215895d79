/**
 * Reporting frames for shorten: the news a third party passed on, said with "says" instead of the
 * frame that carried it ("Our logistics partner has informed us that X" → "Our logistics partner says
 * X"; "We have been told by the landlord that X" → "The landlord says X"), and a study's "results"
 * said by the study ("The results of the staff survey show that X" → "The staff survey shows that X").
 * Letter closers and conditions that only say what the reader may want are said in fewer words too,
 * and so are times measured from now ("for the past three weeks" → "for three weeks").
 * Who said it stays; only the telling goes (plain-language guides: say who, then the news). The
 * reported clause follows "says" without "that", as it usually does after "say" (Quirk et al. § 15.3).
 */

/** The writer's side and the reader: "I have told you that" is no report of someone else's news. */
const FIRST_OR_SECOND = /^(?:i|we|you)$/i;

/**
 * "has (now) informed us that", "have told me that", "has let us know that", "has notified all staff
 * that": a perfect of telling, with the listener, before the reported clause. Not after a modal
 * ("would have told us") or with "not" between (a denial is no report).
 */
const PERFECT_TELLING =
  /\b([\p{L}'’-]+) (has|have)(?: (?:now|also|just|already|since))? (?:(?:informed|told|notified|advised|reminded) (?:us|me|you|everyone|all staff)|let (?:us|me|you|everyone) know) that /giu;

/** "We have been told by the landlord that", "I have been informed by our bank that": the agent is the source. */
const TOLD_BY =
  /(^|[.!?]\s+)(?:we|I) (?:have|had) been (?:informed|told|notified|advised) by ((?:the|our|your|their|its|his|her) (?:[\p{L}-]+ ){0,3}?[\p{L}-]+) that /giu;

/**
 * "The results of the customer survey show that" → "The customer survey shows that": a study's
 * results are what the study shows (only with a present verb of showing, which then agrees with the
 * study, and a singular study).
 */
const RESULTS_SHOW =
  /\b(the|our) (?:results|findings) of (?:the|our|this|last [a-z]+'s) ((?:[\p{L}-]+ ){0,3}?(?:survey|study|review|audit|test|trial|analysis|assessment|inspection|consultation|evaluation|poll)) (show|suggest|indicate|confirm)\b/giu;

/**
 * "if you have any further questions or concerns" → "if you have any questions": the offer of help
 * needs one kind of question, and "any" already covers further ones (the language model reads "with
 * any questions" as much less fluent, so the condition stays a condition).
 */
const QUESTIONS_IF =
  /\bif you have any (?:(?:further|other|more|additional) )?(questions|concerns|queries|comments)(?: or (?:(?:further|other|more|additional) )?(?:questions|concerns|queries|comments|problems|issues))?\b/giu;

/**
 * "If you would like to attend the session, please register …" → "To attend the session, please
 * register …": a condition that only says the reader wants the thing is its purpose (the request
 * after it is addressed to those who want it either way).
 */
const WISH_CONDITION =
  /(^|[.!?]\s+)If you (?:would like|wish|want|'d like|are planning|plan|intend) to (?=[^,.;!?]+,\s+please\b)/giu;

/**
 * "As many of you will already know, X" → "X", "As you may be aware, X" → "X": an opener that says the
 * reader may know the news already (plain-language guides: omit).
 */
const AS_YOU_KNOW =
  /(^|[.!?]\s+)As (?:you|many of you|most of you|some of you|all of you|everyone) (?:will |may |might |probably |already |will already |may already |might already )?(?:know|be aware|have heard|are aware|remember),\s+(\p{L})/gu;
/** "We are sorry to inform you that X" → "Unfortunately, X", as "We regret to inform you that" in the trim. */
const SORRY_TO_INFORM =
  /(^|[.!?]\s+)(?:I am|I'm|we are|we're) (?:very |so )?sorry to (?:inform you|tell you|let you know|say|report) that,? /giu;
/** "help us to attract" → "help us attract": "help" takes a bare infinitive (Quirk et al. § 16.52). */
const HELP_TO = /\b(help|helps|helped|helping) (us|you|them|him|her|me) to (?=\p{L}+ )/giu;

/**
 * ", which means that X" / ", meaning that X" → ", so X": a consequence said with its plain connective
 * (only before a clause: a subject and its verb follow; ", meaning the client" is no clause).
 */
const MEANS_THAT =
  /,\s+(?:which means|meaning)(?: that)? (?=(?:we|you|they|he|she|it|there|I|(?:the|our|your|their|some|all|most|many|several|no|any|these|those|this) [\p{L}-]+(?: [\p{L}-]+){0,3}? (?:will|would|can|could|may|might|must|should|have|has|had|is|are|was|were|need|needs))\b)/gu;

/** A count of time units ("three", "12", "a few", "several"). */
const COUNT =
  '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|few|couple of|several)';
/**
 * "for the past three weeks" → "for three weeks", "for the next few days" → "for a few days": with a
 * duration, the perfect or the future already says which way it runs from now. Only after "for":
 * "in the last six months" is no "in six months".
 */
const DURATION_FROM_NOW = new RegExp(
  `\\bfor the (?:past|last|next|coming|following) (${COUNT}) ((?:working |business )?(?:minutes|hours|days|weeks|months|years|quarters))\\b`,
  'giu',
);
/** "within the next ten days" → "within ten days": a limit counted from now either way. */
const WITHIN_NEXT = new RegExp(`\\bwithin the (?:next|coming|following) (${COUNT}) `, 'giu');
/**
 * "from the beginning of next year" → "from next year", "at the start of next month" → "early next
 * month": the start of a named period said with the period.
 */
const START_OF =
  /\b(from|at) the (?:beginning|start) of ((?:next|this) (?:week|month|year|quarter|term|season))\b/giu;

/** `word` with the case of the first letter of `like`. */
function caseOf(like: string, word: string): string {
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The text with its reporting frames said as "X says …" (unchanged when it has none). */
export function reportedNews(text: string): string {
  return text
    .replace(PERFECT_TELLING, (m, subject: string, has: string) =>
      FIRST_OR_SECOND.test(subject) || /^(?:would|could|should|might|must|will|may|not)$/i.test(subject)
        ? m
        : `${subject} ${has.toLowerCase() === 'has' ? 'says' : 'say'} `,
    )
    .replace(
      TOLD_BY,
      (_, lead: string, source: string) =>
        `${lead}${caseOf('T', source)} ${/s$/.test(source) && !/ss$/.test(source) ? 'say' : 'says'} `,
    )
    .replace(QUESTIONS_IF, (m, what: string) => `${caseOf(m, 'if')} you have any ${what.toLowerCase()}`)
    .replace(WISH_CONDITION, '$1To ')
    .replace(MEANS_THAT, ', so ')
    .replace(AS_YOU_KNOW, (_, lead: string, first: string) => `${lead}${first.toUpperCase()}`)
    .replace(SORRY_TO_INFORM, '$1Unfortunately, ')
    .replace(HELP_TO, '$1 $2 ')
    .replace(DURATION_FROM_NOW, (m, count: string, unit: string, at: number, all: string) =>
      // Only where a perfect or a future says which way the period runs: "was popular for the last
      // few months" is no "for a few months".
      /\b(?:has|have|had|'ve|will|shall|'ll|going to)\b/i.test(
        all
          .slice(0, at)
          .split(/[.!?]\s+/)
          .pop() ?? '',
      ) || /^\s*,?\s*(?:\p{L}+ ){0,3}(?:has|have|had|will|'ll)\b/iu.test(all.slice(at + m.length))
        ? `${caseOf(m, 'for')} ${/^(?:few|couple of)$/i.test(count) ? 'a ' : ''}${count} ${unit}`
        : m,
    )
    .replace(
      WITHIN_NEXT,
      (_, count: string) => `within ${/^(?:few|couple of)$/i.test(count) ? 'a ' : ''}${count} `,
    )
    .replace(START_OF, (_, prep: string, period: string) =>
      prep.toLowerCase() === 'from' ? `${prep} ${period}` : `${caseOf(prep, 'early')} ${period}`,
    )
    .replace(
      RESULTS_SHOW,
      (_, det: string, study: string, verb: string) => `${caseOf(det, det.toLowerCase())} ${study} ${verb}s`,
    );
}

/**
 * "Head office has asked every branch to submit …" → "Every branch must submit …", "We are asking all
 * employees to switch off …" → "All employees should switch off …": a request to a group said as what
 * the group must (or, from the writer, should) do. It loses who asked, so shorten ranks it beside the
 * sentence as written (a denser form, used only when nothing gentler fits).
 */
const REQUEST_TO_GROUP =
  /^(?:([A-Z][\p{L}-]*(?: [\p{L}-]+){0,4}?) (?:has|have) (?:now |also )?(?:asked|instructed|told|required)|(?:We|I) (?:are asking|am asking|ask|would ask|have asked)) ((?:all|every|each|any) (?:of )?(?:our |the )?[\p{L}-]+(?: [\p{L}-]+){0,2}?) to (?=\p{Ll}+ )/u;

/** A second infinitive after "and"/"or" ("and to report"), not a phrase ("and to the bank"). */
const COORDINATED_TO =
  /\b(and|or) to (?!(?:the|a|an|our|your|their|his|her|its|my|all|each|every|this|that|these|those|any|some|no|me|us|you|him|them|it)\b)(?=\p{Ll}+\b)/u;

/** The sentence with a request to a group said as "must"/"should", or the sentence unchanged. */
export function requestedMust(sentence: string): string {
  const out = sentence.replace(REQUEST_TO_GROUP, (_, asker: string | undefined, group: string) => {
    const who = group.replace(/^(\p{L})/u, (c) => c.toUpperCase());
    return `${who} ${asker === undefined ? 'should' : 'must'} `;
  });
  // "must review their cost centres and to report …": a second infinitive loses its "to" after the
  // modal (not "and to the bank", a phrase).
  return out === sentence ? out : out.replace(COORDINATED_TO, '$1 ');
}
