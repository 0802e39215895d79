import type { AdvancedEditOption } from '@margin/shared/contract';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import { languageModel } from '../lm';
import { articleFindings } from './article-candidates';
import { clauseCommaFindings } from './clause-comma';
import { comparativeFindings } from './comparatives';
import { confusionFindings } from './confusion';
import { conjunctionCommaFindings } from './conjunction-comma';
import { agreesWithCoordinatedSubject } from './coordinated-subject';
import { EVIDENCE_MARGINS, gateByEvidence } from './evidence';
import { type HarperDialect, HarperLinters } from './harper/linter';
import { morphologyFindings } from './morphology';
import { nounNumberFindings } from './noun-number';
import { openerCommaFindings } from './opener-comma';
import { pastBeforeAgreement } from './past-time';
import { prepositionFindings } from './prepositions';
import type { GrammarRule, RuleMatch } from './rule';
import { RULES } from './rules';
import { punctuationSpacing, punctuationSpacingFrench } from './rules/punctuation-spacing';
import { type TaggedSentence, tagText } from './tagger';
import { uncountablePluralFindings } from './uncountable-plural';

/** What to check in one English paragraph. */
export interface EnglishCheckOptions {
  dialect: HarperDialect;
  /** null-variety: suggest no variety-only changes. */
  anyVariety: boolean;
  /** Use Harper's spelling (when no other spelling engine serves English). */
  harperSpelling: boolean;
  /** Advanced-edit options to check, if any. */
  advanced: AdvancedEditOption[];
  /**
   * Keep a Harper or project-rule finding only when the language model supports its edit
   * (evidence.ts). Off only to measure the findings before the gate. @default true
   */
  evidence?: boolean;
}

let harper: HarperLinters | undefined;

/**
 * A rule's matches, or none if it throws: one rule tripping over an odd sentence must not cost the
 * request every other finding.
 */
function safely(run: () => RuleMatch[]): RuleMatch[] {
  try {
    return run();
  } catch {
    return [];
  }
}

/** Findings from rule matches marked `strong` (rule.ts): the evidence gate asks less of them. */
const strongFindings = new WeakSet<Finding>();
/** Findings from rule matches marked `certain` (rule.ts): the evidence gate does not judge them. */
const certainFindings = new WeakSet<Finding>();

/** Turns rule matches (UTF-16) into findings (code points). */
function findingsOf(rule: GrammarRule, text: string, matches: ReturnType<GrammarRule['check']>): Finding[] {
  return matches.map((m) => {
    const f: Finding = {
      start: utf16ToCodePoint(text, m.start),
      end: utf16ToCodePoint(text, m.end),
      ruleId: `margin:${rule.id}`,
      category: rule.category,
      message: m.message,
      replacements: m.replacements,
      ...(m.errorType ? { errorType: m.errorType } : {}),
    };
    if (m.strong) strongFindings.add(f);
    if (m.certain) certainFindings.add(f);
    return f;
  });
}

/** Findings of the language-independent rules (repeated words, spacing, capitals) on one paragraph. */
export function checkAnyLanguage(text: string, lang: string): Finding[] {
  const out: Finding[] = [];
  for (const { rule, enabled } of RULES) {
    if (!enabled || rule.kind !== 'text') continue;
    const r = rule === punctuationSpacing && lang === 'fr' ? punctuationSpacingFrench : rule;
    out.push(
      ...findingsOf(
        rule,
        text,
        safely(() => (r.kind === 'text' ? r.check(text) : [])),
      ),
    );
  }
  return out;
}

/** Every English finding on one paragraph: Harper, the project rules, advanced edits. Blocks: run it in a worker. */
export async function checkEnglish(text: string, options: EnglishCheckOptions): Promise<Finding[]> {
  return checkEnglishAfterHarper(text, await harperFindings(text, options), options);
}

/**
 * Harper's findings on one paragraph, those on a letter of an abbreviation left out: the first stage of
 * checkEnglish, which needs nothing else (the pool runs it in its own worker, beside the second stage).
 */
export async function harperFindings(text: string, options: EnglishCheckOptions): Promise<Finding[]> {
  harper ??= new HarperLinters();
  const found = await harper.lint(text, {
    dialect: options.dialect,
    spelling: options.harperSpelling,
    anyVariety: options.anyVariety,
  });
  const chars = [...text];
  return found.filter((f) => !inAbbreviation(chars, f));
}

/**
 * The second stage of checkEnglish, given the paragraph's `harperFindings`: the project rules, the
 * evidence gate over every finding, the overlap resolution and the advanced edits.
 */
export async function checkEnglishAfterHarper(
  text: string,
  harperFound: readonly Finding[],
  options: EnglishCheckOptions,
): Promise<Finding[]> {
  const sentences = tagText(text);
  let found = harperFound.filter((f) => !agreesWithCoordinatedSubject(text, sentences, f));
  for (const { rule, enabled } of RULES) {
    if (!enabled || rule.kind !== 'sentence') continue;
    found.push(
      ...findingsOf(
        rule,
        text,
        sentences.flatMap((s) => safely(() => rule.check(s, text))),
      ),
    );
  }
  found.push(...confusionFindings(text, sentences));
  found.push(...verbFormFindings(text, sentences));
  found.push(...checkAnyLanguage(text, 'en'));
  if (options.evidence !== false) found = gated(text, sentences, found);
  const resolved = resolveOverlaps(pastBeforeAgreement(text, sentences, found));
  if (options.advanced.length > 0) {
    const { checkAdvanced } = await import('../advanced');
    resolved.push(...(await checkAdvanced(text, options.advanced)));
  }
  return resolved;
}

/**
 * Verb-form, noun-number, uncountable-plural, comparative, preposition, article, opener-comma,
 * clause-comma and conjunction-comma candidates (morphology.ts, noun-number.ts, uncountable-plural.ts,
 * comparatives.ts, prepositions.ts, article-candidates.ts, opener-comma.ts, clause-comma.ts,
 * conjunction-comma.ts); none when the language model cannot be loaded.
 */
function verbFormFindings(text: string, sentences: TaggedSentence[]): Finding[] {
  let lm: ReturnType<typeof languageModel>;
  try {
    lm = languageModel();
  } catch {
    return [];
  }
  return [
    ...morphologyFindings(text, sentences, lm),
    ...nounNumberFindings(text, sentences, lm),
    ...uncountablePluralFindings(text, sentences, lm),
    ...comparativeFindings(text, sentences, lm),
    ...prepositionFindings(text, sentences, lm),
    ...articleFindings(text, sentences, lm),
    ...openerCommaFindings(text, sentences, lm),
    ...clauseCommaFindings(text, sentences, lm),
    ...conjunctionCommaFindings(text, sentences, lm),
  ];
}

/** The findings the language model supports (evidence.ts); all of them when it cannot be loaded. */
function gated(
  text: string,
  sentences: readonly { start: number; end: number }[],
  found: Finding[],
): Finding[] {
  let lm: ReturnType<typeof languageModel>;
  try {
    lm = languageModel();
  } catch {
    return found;
  }
  return gateByEvidence(
    text,
    sentences,
    found,
    lm,
    EVIDENCE_MARGINS,
    (f) => strongFindings.has(f),
    (f) => certainFindings.has(f),
  );
}

/**
 * Whether a finding covers a letter of a dotted abbreviation ("a" in "9 a.m.", "e" in "e.g.") or of a
 * letter compound ("A" in "M&A", "A-I", "A/B"): Harper reads such a letter as the article "a" and asks
 * for "an".
 */
export function inAbbreviation(chars: string[], f: Finding): boolean {
  if (f.end - f.start !== 1 || !/\p{L}/u.test(chars[f.start] ?? '')) return false;
  const after = chars.slice(f.end, f.end + 2).join('');
  const before = chars.slice(Math.max(0, f.start - 2), f.start).join('');
  if (/^\.\p{L}/u.test(after) || /\p{L}\.$/u.test(before)) return true;
  return /^[&/-]\p{L}/u.test(after) || /\p{L}[&/-]$/u.test(before);
}

// Lower runs first and wins an overlap: custom mappings, then project rules close Harper's gaps and are tuned on the eval,
// Harper's spelling beats its word splitting ("belives" is "believes", not "be lives"). A Harper rule
// on exactly a word the spell engine flags yields to it: the word is a misspelling, and Harper's
// word-formation guesses on it mislead ("untill" is "until", not "distill").
function priority(f: Finding, misspelt: ReadonlySet<string>): number {
  // The user's own mappings come first: they are what the user asked for.
  if (f.ruleId.startsWith('custom:')) return 0;
  if (f.ruleId === 'harper:SplitWords') return 5;
  if (f.ruleId.startsWith('harper:') && f.category !== 'spelling' && misspelt.has(`${f.start}:${f.end}`))
    return 3.5;
  if (f.ruleId.startsWith('margin:') && f.category !== 'whitespace' && f.category !== 'capitalization')
    return 1;
  if (f.category === 'spelling') return 3;
  if (f.ruleId.startsWith('harper:')) return 2;
  return 4;
}

/** Keeps one finding per stretch of text: the highest-priority one, then the earliest. */
export function resolveOverlaps(findings: Finding[]): Finding[] {
  const misspelt = new Set(findings.filter((f) => f.ruleId === 'spelling').map((f) => `${f.start}:${f.end}`));
  const ordered = [...findings].sort(
    (a, b) => priority(a, misspelt) - priority(b, misspelt) || a.start - b.start || b.end - a.end,
  );
  const kept: Finding[] = [];
  // An empty finding (an insertion) clashes only with the same insertion; a non-empty one with any
  // kept non-empty finding it overlaps. Those are disjoint, so a sorted list and a binary search
  // decide in log time (a linear scan spent ~0.2 s on the 10,000 findings of one paragraph, #17).
  const insertions = new Set<string>();
  const spans: Finding[] = [];
  for (const f of ordered) {
    if (f.start === f.end) {
      const key = `${f.start}:${f.end}`;
      if (insertions.has(key)) continue;
      insertions.add(key);
    } else {
      // The first kept span ending after f starts is the only one that can overlap it.
      let lo = 0;
      let hi = spans.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (spans[mid].end <= f.start) lo = mid + 1;
        else hi = mid;
      }
      if (lo < spans.length && spans[lo].start < f.end) continue;
      spans.splice(lo, 0, f);
    }
    kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
