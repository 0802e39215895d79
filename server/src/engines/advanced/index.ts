import { ADVANCED_EDIT_GROUPS, type AdvancedEditOption } from '@margin/shared/contract';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextSimplify from 'retext-simplify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import writeGood from 'write-good';
import type { Finding } from '../edits/finding';
import { equalityOption } from './equality-categories';
import { longSentences } from './long-sentences';

// The inclusivity options are exactly what the `dei` group covers.
const INCLUSIVITY = new Set<AdvancedEditOption>(ADVANCED_EDIT_GROUPS.dei);

const DESCRIPTIONS: Record<string, string> = {
  voice: 'Passive voice: consider saying who does what, in the active voice.',
  hard_to_read: 'This sentence is hard to read: consider splitting it or using shorter words.',
  adverbs: 'Adverbs can weaken writing: consider a stronger verb instead.',
};

interface Message {
  source?: string | null;
  ruleId?: string | null;
  reason: string;
  expected?: string[] | null;
  actual?: string | null;
  place?: { start?: { offset?: number }; end?: { offset?: number } } | null;
}

/** Which retext plugins the requested options need. */
function processorFor(options: Set<AdvancedEditOption>) {
  const p = unified().use(retextEnglish);
  if ([...options].some((o) => INCLUSIVITY.has(o))) p.use(retextEquality);
  if (options.has('voice')) p.use(retextPassive);
  if (options.has('simplifications')) p.use(retextSimplify);
  if (options.has('qualifiers')) p.use(retextIntensify);
  if (options.has('hard_to_read')) p.use(retextReadability, { age: 16, threshold: 4 / 7 });
  return p;
}

/** The option a retext message belongs to. */
function optionOf(m: Message): AdvancedEditOption | undefined {
  switch (m.source) {
    case 'retext-passive':
      return 'voice';
    case 'retext-simplify':
      return 'simplifications';
    case 'retext-intensify':
      return 'qualifiers';
    case 'retext-readability':
      return 'hard_to_read';
    case 'retext-equality':
      return equalityOption(m.ruleId ?? '');
    default:
      return undefined;
  }
}

/**
 * Advanced edits (English only) for the enabled options, as findings with code-point offsets
 * relative to `text`. Removals take the following space with them; checks without a concrete
 * rewrite (passive voice, long sentences) suggest the text itself, with the advice in the description.
 */
export async function checkAdvanced(text: string, enabled: AdvancedEditOption[]): Promise<Finding[]> {
  const options = new Set(enabled);
  const out: Finding[] = [];
  const push = (
    start: number,
    end: number,
    option: AdvancedEditOption,
    replacement: string,
    description: string,
    ruleId: string,
  ) => {
    let s = start;
    let e = end;
    let r = replacement;
    if (r === '' && text[e] === ' ') e++;
    else if (r === '' && text[s - 1] === ' ') s--;
    if (r !== '' && /^\p{Lu}/u.test(text.slice(s, e)) && /^\p{Ll}/u.test(r))
      r = r[0].toUpperCase() + r.slice(1);
    out.push({
      start: utf16ToCodePoint(text, s),
      end: utf16ToCodePoint(text, e),
      ruleId,
      category: 'advanced',
      message: description,
      description,
      replacements: [r],
      advancedOption: option,
    });
  };
  const needsRetext = [...options].some((o) => o !== 'adverbs');
  if (needsRetext) {
    const file = new VFile(text);
    const processor = processorFor(options);
    await processor.run(processor.parse(file), file);
    for (const m of file.messages as Message[]) {
      const option = optionOf(m);
      const start = m.place?.start?.offset;
      const end = m.place?.end?.offset;
      if (!option || !options.has(option) || start === undefined || end === undefined) continue;
      const original = text.slice(start, end);
      const expected = m.expected ?? [];
      // simplify/intensify without an alternative mean "remove it".
      const replacement =
        expected[0] ?? (option === 'qualifiers' || option === 'simplifications' ? '' : original);
      const description = DESCRIPTIONS[option] ?? tidy(m.reason);
      push(start, end, option, replacement, description, `advanced:${m.source}:${m.ruleId ?? ''}`);
    }
  }
  if (options.has('hard_to_read')) {
    // Long sentences that retext-readability (which grades word difficulty) did not already flag.
    const flagged = out.filter((f) => f.advancedOption === 'hard_to_read');
    for (const r of longSentences(text)) {
      const s = utf16ToCodePoint(text, r.start);
      const e = utf16ToCodePoint(text, r.end);
      if (flagged.some((f) => f.start < e && s < f.end)) continue;
      push(
        r.start,
        r.end,
        'hard_to_read',
        text.slice(r.start, r.end),
        DESCRIPTIONS.hard_to_read,
        'advanced:long-sentence',
      );
    }
  }
  if (options.has('adverbs')) {
    const suggestions = writeGood(text, {
      passive: false,
      illusion: false,
      so: false,
      thereIs: false,
      weasel: false,
      adverb: true,
      tooWordy: false,
      cliches: false,
      eprime: false,
    });
    for (const s of suggestions)
      push(
        s.index,
        s.index + s.offset,
        'adverbs',
        '',
        `${DESCRIPTIONS.adverbs} (${s.reason})`,
        'advanced:write-good:adverb',
      );
  }
  return out.sort((a, b) => a.start - b.start);
}

/** retext's "Unexpected potentially insensitive use of `x`, in somes cases `y` may be better" made readable. */
function tidy(reason: string): string {
  return reason
    .replace(/^Unexpected /, '')
    .replace('somes cases', 'some cases')
    .replace(/^\w/, (c) => c.toUpperCase())
    .replace(/([^.])$/, '$1.');
}
