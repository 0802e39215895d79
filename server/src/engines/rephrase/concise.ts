import { splitSentences } from '@margin/shared/text/sentences';
import { contentTerms } from '../summarize/terms';
import { causeCompressed } from './concise-cause';
import { nounCompounds } from './concise-compound';
import { compress } from './concise-compress';
import { hasFiniteVerb, hasSubjectAndVerb, withFirstClauseCore } from './concise-core';
import { reportedNews, requestedMust } from './concise-frames';
import { standAlone } from './concise-lead';
import {
  directQuestion,
  dropReportingThat,
  possibilityModal,
  reasonClause,
  responsibilityMust,
} from './concise-syntax';
import { reword, trim } from './concise-trim';
import { MAX_FLUENCY_DROP, slor, tidy } from './lexicon';
import { articleBefore, sentences } from './nlp';
import { plainSyntax } from './register';
import { simplestVerbForms } from './simple-verbs';

export { expand } from './concise-expand';
export { tighten } from './concise-trim';

/** Share of the input's length shorten aims at or below ("about half"; the API promises ≈ half). */
const SHORTEN_TARGET = 0.75;

/**
 * A comma and a connective that opens a clause adding detail the main clause can stand without. Not a
 * condition (", provided that you reply by May"): without it the rule reads as unconditional. Nor a
 * consequence (", so deliveries may take ten days", ", as a result …"): it is usually what the reader
 * must act on, and the cause before it only says why. Examples and a reason are detail too when
 * no comma sets them off ("… late because the parts …", "… features such as …"), and so is a
 * non-restrictive clause with a preposition before its "which" (", in which we agreed …"). A causal "as"
 * or "since" is read by the subject after it (", since the supplier has not confirmed"), not a
 * comparison (", as soon as") or a time (", since 2019").
 */
const TRAILING_CLAUSE =
  /,\s+(?:and|but|which|who|although|though|(?:largely |mainly |partly |mostly |probably |simply |partly )?(?:because|due to|because of)|while|with|so that|(?:as|since)(?= (?:I|we|you|they|he|she|it|there|this|these|the|our|your|their|its|some|several|most|all|no) ))\b|,\s+(?:including|such as|especially|particularly|for example|for instance|as well as|whereas|where|whose|(?:in|during|on|for|by|through|under) which)\b|\s+(?:so that|in case|because|due to|including|such as)\b/gi;
/** A clause that says what follows ("…, so we will…", "…, as a result …", "…, which means that …"). */
const CONSEQUENCE =
  /,\s+(?:so(?! that\b| far\b| much\b| many\b)|as a result|therefore|which means|meaning that)\b/i;
/** A fronted concessive clause ("Although X, Y"): Y carries the point. */
const LEADING_CONCESSION = /^(?:although|though|even though|while)\b[^,]+,\s+/i;

/**
 * A fronted adverbial that gives a time, a reason, a purpose or a source ("After reviewing the
 * feedback,", "Due to the strike,", "To reduce costs,", "As discussed yesterday,"): supporting detail
 * before the main clause. Not a condition ("If …", "Unless …"): without it the rule reads as
 * unconditional.
 */
const LEADING_DETAIL =
  /^(?:after|following|once|due to|because|given|as a result of|in response to|in line with|as part of|as discussed|as mentioned|as agreed|as requested|in order to|to \p{L}+|with|in addition|additionally|for this reason|since|now that)\b[^,]*,\s+/iu;

/** The sentence without a fronted detail clause, when the rest is a clause of its own. */
function withoutLeadingDetail(sentence: string): string | undefined {
  const lead = sentence.match(LEADING_DETAIL);
  if (!lead || sentence.length - lead[0].length < sentence.length / 3) return undefined;
  const rest = sentence.slice(lead[0].length);
  // The main clause must have a verb of its own (", we have decided…", not ", and the list goes on"),
  // and start at the comma: "As a result of his service for Sweden, Poland and Russia he rose" and
  // "… sales in Leeds, York and Hull the team will …" have more of the phrase after it, then the subject.
  const toks = sentences(rest).flat();
  const verb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (
    /^(?:and|but|or|so)\b/i.test(rest) ||
    verb < 0 ||
    /^(?:and|or|,)$/.test(toks[1]?.norm ?? '') ||
    toks.slice(1, verb).some(
      (t, n) =>
        /^(?:I|we|you|he|she|they|it)$/.test(t.text) ||
        // "York and Hull [the] northern team will …": a second noun phrase opens after a noun.
        (t.pos === 'DET' && /^(?:NOUN|PROPN)$/.test(toks[n]?.pos ?? '')),
    )
  )
    return undefined;
  // "Once the auditors have finished, we will share [their] findings": a pronoun of the main clause
  // may stand for the fronted clause's noun.
  const main = standAlone(lead[0], rest);
  return main === undefined ? undefined : tidy(main);
}

/**
 * "The project has been delayed [because two engineers have been ill], but we still expect to finish
 * in May": a reason inside the first of two clauses is detail, and the clause after ", but/and/so"
 * is often the point (Quirk et al. § 13.24: "but" introduces what counters the expectation the first
 * clause raised). Cutting at the comma lost it; this drops the reason and keeps both clauses.
 */
const INNER_REASON =
  /\s+(?:because|since|as|due to|because of|owing to)\s+[^,;:]+(?=,\s+(?:but|and|so|yet)\s+(?:I|we|you|they|he|she|it|this|there|the|our|your|their|its|all|most|some)\b)/gi;

/** The sentence without a reason clause inside its first clause, or undefined. */
function withoutInnerReason(sentence: string): string | undefined {
  const out = sentence.replace(INNER_REASON, (m, at: number) =>
    // "as soon as", "as well as" and "since 2019" are no reasons; the reason must not open the sentence.
    at > 0 &&
    !/^\s+(?:as (?:soon|well|long|far|much|many|part|a|an|the|of|for|to|per|planned|agreed)|since \d)/i.test(
      m,
    )
      ? ''
      : m,
  );
  return out !== sentence ? tidy(out) : undefined;
}

/** The content lemmas of a clause after ", but" with a subject and verb of its own (none without one). */
function contrastLemmas(sentence: string): Set<string> {
  const m = /,\s+but\s+/i.exec(sentence);
  const rest = m ? sentence.slice(m.index + m[0].length) : '';
  return m && hasSubjectAndVerb(sentences(rest).flat()) ? contentLemmas(rest) : new Set();
}

/**
 * Whether ", and"/", or" opens the last item of a list rather than a clause: no verb follows ("a
 * venue, a caterer, and a photographer" lost its photographer), or a verb with no subject of its own
 * follows an earlier list comma ("must sign in, wear a badge, and be accompanied" was cut to "must
 * sign in, wear a badge.", a list with no "and").
 */
function lastListItem(connective: string, rest: string, before: string): boolean {
  if (!/^,\s+(?:and|or)$/i.test(connective)) return false;
  // "where to go, what to do, and what to take": an infinitive after a wh-word is no clause.
  if (/^\s*(?:what|where|how|when|who|which|whether) to\b/i.test(rest)) return true;
  const toks = sentences(rest).flat();
  // A verb phrase after a list comma ("…, wear a badge, and be escorted"), not after a clause ("After
  // the review, the board approved it, and will publish …").
  const previous = sentences(before.slice(before.lastIndexOf(',') + 1)).flat();
  if (/^(?:VERB|AUX)$/.test(toks[0]?.pos ?? '') && before.includes(',') && !hasSubjectAndVerb(previous))
    return true;
  // "families picnicking, geese foraging, and deer wandering the woods": -ing forms make no clause.
  return !hasFiniteVerb(toks);
}

/**
 * Cuts one sentence towards `budget` characters: a fronted concessive clause goes, then the sentence
 * ends at the latest comma + connective that fits the budget (or the first one that keeps a third of
 * the sentence, when none fits), so as much of the meaning stays as the length allows.
 */
function mainClause(sentence: string, budget: number): string {
  if (sentence.length <= budget) return sentence;
  const end = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '';
  let body = end ? sentence.slice(0, -1) : sentence;
  const lead = body.match(LEADING_CONCESSION);
  if (lead && body.length - lead[0].length >= body.length / 3) {
    // "Although the new office is further away, it offers …": "it" takes the office back.
    const main = standAlone(lead[0], body.slice(lead[0].length));
    if (main !== undefined) body = main;
  }
  const cuts = [...body.matchAll(TRAILING_CLAUSE)]
    .filter((m) => !lastListItem(m[0], body.slice((m.index ?? 0) + m[0].length), body.slice(0, m.index ?? 0)))
    // Nor a cut that takes a consequence with it ("…, but nobody was home, so it has gone back to the
    // depot"): the consequence is never cut on its own, so not behind an earlier clause either.
    .filter((m) => !CONSEQUENCE.test(body.slice(m.index ?? 0)))
    .map((m) => m.index ?? 0)
    .filter((i) => i >= body.length / 3);
  // A cut must leave a clause: "However, to companies already suffering setbacks, outdated machinery,
  // and fierce competition, this lack of demand was …" has its verb after the last comma; what is
  // left before it has only an -ing form.
  // Only a part that opens with a preposition is read so ("to companies …"): the tagger misreads
  // many commands ("Please remember/ADJ to switch off … before leaving").
  const clauseBefore = (i: number) => {
    const toks = sentences(body.slice(0, i).replace(/^\p{L}+,\s+/u, '')).flat();
    return toks[0]?.pos !== 'ADP' || hasFiniteVerb(toks);
  };
  if (body.length + 1 > budget && cuts.length) {
    const fitting = cuts.filter((i) => i + 1 <= budget && clauseBefore(i));
    const first = cuts.find(clauseBefore);
    if (fitting.length || first !== undefined)
      body = body.slice(0, fitting.length ? fitting[fitting.length - 1] : first);
  }
  return tidy(body.charAt(0).toUpperCase() + body.slice(1) + (end === '?' ? '?' : end ? '.' : ''));
}

/**
 * shorten: wordy phrases to short ones, fillers and hedges out, then asides (parentheses and
 * non-restrictive clauses between commas) out; when that leaves more than SHORTEN_TARGET of the
 * length, each sentence is cut to its main clause, so the result is about half the input.
 */
export function shorten(text: string): string | null {
  // Verbs in their simplest form first ("will be carrying out" → "will carry out", "are going to
  // need" → "will need"), as the straightforward tone writes them; but a perfect stays ("has been
  // moved" is news in British business English, "was moved" a report).
  // (Each verb on its own: a perfect that stays no longer keeps "are going to" from becoming "will".)
  const simple = simplestVerbForms(text, true);
  const perfects = (t: string) => t.match(/\b(?:has|have|'s|'ve)\b/gi)?.length ?? 0;
  // The "that" of a reported clause goes in shorten only: the straightforward tone (tighten) finds
  // the reported point by it ("The survey found that X" → "X, the survey found").
  // So does an existential "there is a possibility that" before a "will" ("X may …").
  const trimmed = trim(simple && perfects(simple) === perfects(text) ? simple : text);
  // The plain syntax once more: a phrase the table shortened may open a frame it reads ("It is
  // essential that every member of staff reads" → "… every staff member reads" → "Every staff member
  // must read").
  const plain = plainSyntax(trimmed) ?? trimmed;
  // The reporting frames and closers said shorter (concise-frames.ts), unless the language model
  // reads the result as much less fluent than the input.
  const framed = reportedNews(plain);
  const out = dropReportingThat(slor(text) - slor(framed) <= MAX_FLUENCY_DROP ? framed : plain);
  // Each sentence gets its share of the overall budget.
  const scale = (SHORTEN_TARGET * text.length) / out.length;
  const said = contentLemmas(text);
  // Content words the phrase-level trim already took ("note" of "Please note that"): a cut must still
  // leave half of what the input said, so each sentence makes up its share of them.
  const trimmedTerms = new Set(contentTerms(out));
  const inputTerms = new Set(contentTerms(text));
  const lost = [...inputTerms].filter((w) => !trimmedTerms.has(w)).length;
  const fluency = slor(text);
  /**
   * Which cut is best: fluent first, then one that keeps the clause after ", but" (what counters the
   * first clause is the point: Quirk et al. § 13.24), then the one keeping most of what the input
   * says (earlier on a tie).
   */
  const rank = (c: string, contrast: Set<string>) => {
    const kept = [...contentLemmas(c)].filter((w) => said.has(w)).length;
    const left = contentLemmas(c);
    const point = contrast.size > 0 && [...contrast].filter((w) => left.has(w)).length * 2 >= contrast.size;
    return (fluency - slor(c) <= MAX_FLUENCY_DROP ? 1000 : 0) + (point ? 500 : 0) + kept;
  };
  const short =
    scale < 1
      ? // Sentences by the abbreviation-aware splitter: "at 10 a.m. in the room" is one sentence.
        splitSentences(out)
          .map((r) => out.slice(r.start, r.end).trim())
          .filter(Boolean)
          .map((sentence) => {
            const budget = sentence.length * scale;
            // Five ways to cut; the best within budget wins.
            // A cut can leave a wordy phrase behind ("make the difficult decision to" → "make the
            // decision to"): the phrase table runs again on what the cut left.
            // Each from the sentence as written and, when that is over budget, from its denser form.
            const dense = sentence.length > budget ? denser(sentence) : sentence;
            const candidates = [...new Set([sentence, dense])].flatMap((s) => {
              const compressed = reword(compress(s, budget));
              const hard = reword(compress(compressed, budget, true));
              return [
                compressed,
                hard,
                mainClause(s, budget),
                mainClause(compressed, budget),
                mainClause(hard, budget),
                ...[compressed, hard].flatMap((c) => {
                  const main = withoutLeadingDetail(c);
                  return main ? [main, mainClause(main, budget)] : [];
                }),
                ...[s, compressed].flatMap((c) => {
                  const core = causeCompressed(c, budget);
                  return core ? [core] : [];
                }),
                ...[s, compressed, hard].flatMap((c) => {
                  const both = withFirstClauseCore(c);
                  return both ? [both, reword(compress(both, budget, true))] : [];
                }),
                ...[s, compressed, hard].flatMap((c) => {
                  const point = withoutInnerReason(c);
                  return point ? [point, reword(compress(point, budget, true))] : [];
                }),
              ];
            });
            // A cut that loses more than half of what the sentence says is no shortening of it: when
            // only such cuts fit, the compressed sentence stands, longer than the budget.
            // Only the input's own words count: "ensure" or "contact" written in by the tables are
            // none of what the input said.
            const own = new Set(contentTerms(sentence).filter((w) => inputTerms.has(w)));
            const owed = (lost * sentence.length) / out.length / 2;
            const faithful = (c: string) => {
              const left = new Set(contentTerms(c));
              return [...own].filter((w) => left.has(w)).length >= own.size / 2 + owed;
            };
            let fitting = [...new Set(candidates.filter((c) => c.length <= budget && faithful(c)))];
            if (fitting.length === 0) {
              // The last resort, only when no gentler cut fits: the subject's phrases and relative
              // clause, an adjective's phrase and ordinal times may go too (compress, deep 'last').
              const last = [...new Set([sentence, dense])].flatMap((s) => {
                // As the hard pass is run (on the gentle pass's result), not on the hard pass's own
                // result: a second hard pass over a cut sentence cut what the first had kept for a
                // reason ("designed [for friends of animals]").
                const deepest = reword(compress(reword(compress(s, budget)), budget, true, 'last'));
                const point = withoutInnerReason(deepest);
                return [deepest, mainClause(deepest, budget), ...(point ? [point] : [])];
              });
              candidates.push(...last);
              fitting = [...new Set(last.filter((c) => c.length <= budget && faithful(c)))];
            }
            if (fitting.length === 0) {
              const kept = candidates.filter(faithful);
              if (kept.length) return kept.reduce((a, b) => (b.length < a.length ? b : a));
              // None keeps enough (the formula trim took a share already): the one that keeps most.
              const keeps = (c: string) => {
                const left = new Set(contentTerms(c));
                return [...own].filter((w) => left.has(w)).length;
              };
              return candidates.reduce((a, b) =>
                keeps(b) > keeps(a) || (keeps(b) === keeps(a) && b.length < a.length) ? b : a,
              );
            }
            const scored = fitting.map((c) => ({ c, score: rank(c, contrastLemmas(sentence)) }));
            return scored.reduce((a, b) => (b.score > a.score ? b : a)).c;
          })
          .join(' ')
      : out;
  const fixed = articlesFixed(short, text);
  return fixed !== text && fixed.length < text.length ? fixed : null;
}

/**
 * "a very attractive city" → "an attractive city": an article whose next word changed when a filler
 * or adjective between went gets the form the new word needs; articles as the writer wrote them stay.
 */
function articlesFixed(out: string, input: string): string {
  const written = input.toLowerCase();
  return out.replace(/\b(an?) ([\p{L}\d][\p{L}\d'’-]*)/giu, (m, article: string, word: string) =>
    written.includes(m.toLowerCase()) ? m : `${articleBefore(word, article)} ${word}`,
  );
}

/**
 * The sentence said with fewer words around the same facts: "of" phrases as noun compounds ("the
 * launch of the range" → "the range launch"), "there is a possibility that X will" as "X may", "it
 * is the responsibility of X to" as "X must", "the reason X is that Y" as "X because Y", and an
 * indirect question asked for ("Could you let me know whether you are free?") as the question. Some
 * of these drop a word the sentence had ("reason", "know"), so shorten ranks their cuts beside the
 * plain sentence's rather than instead of them.
 */
function denser(sentence: string): string {
  return requestedMust(
    directQuestion(reasonClause(responsibilityMust(possibilityModal(nounCompounds(sentence))))),
  );
}

/** Lemmas of the nouns, verbs, adjectives, adverbs, names and numbers of a text: what it says. */
function contentLemmas(text: string): Set<string> {
  return new Set(
    sentences(text)
      .flat()
      .filter((t) => /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/.test(t.pos))
      .map((t) => t.lemma.toLowerCase()),
  );
}
