import type { Aspect } from './clause';
import { type Agreement, bePast, bepresent, pastOf, presentOf, verbForms } from './verbs';

const CONTRACTED: Record<string, string> = {
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  has: "hasn't",
  have: "haven't",
  had: "hadn't",
  will: "won't",
  do: "don't",
  does: "doesn't",
  did: "didn't",
  can: "can't",
  could: "couldn't",
  should: "shouldn't",
  would: "wouldn't",
  must: "mustn't",
  might: "mightn't",
};

/** How a verb group is to be written. */
export interface GroupSpec {
  lemma: string;
  aspect: Aspect;
  agreement: Agreement;
  negated?: boolean;
  contracted?: boolean;
  /** Adverbs that sat inside the group; they go after the first auxiliary. */
  adverbs?: string[];
}

/**
 * Writes a verb group: "will have been written", "doesn't walk", "was always being watched".
 * The first word is finite and agrees with the subject; negation goes after the first auxiliary,
 * with do-support where there is none.
 */
export function buildGroup(spec: GroupSpec): string[] {
  const { lemma, agreement } = spec;
  // Copular "be" has no progressive ("will be being happy"): it takes the simple form instead.
  const aspect = lemma === 'be' && !spec.aspect.passive ? { ...spec.aspect, continuous: false } : spec.aspect;
  const f = verbForms(lemma);
  // Each step names the form the next verb takes: base after modals, pp after have, ing after progressive be.
  const words: string[] = [];
  let need: 'finite' | 'base' | 'pp' | 'ing' = 'finite';
  const finite = (l: string) => (aspect.time === 'past' ? pastOf(l, agreement) : presentOf(l, agreement));
  const put = (l: string) => {
    const v = verbForms(l);
    const w =
      need === 'finite'
        ? l === 'be'
          ? aspect.time === 'past'
            ? bePast(agreement)
            : bepresent(agreement)
          : finite(l)
        : need === 'base'
          ? v.base
          : need === 'pp'
            ? v.pp
            : v.ing;
    words.push(w);
  };
  if (aspect.modal) {
    words.push(aspect.modal);
    need = 'base';
  } else if (aspect.time === 'future') {
    words.push('will');
    need = 'base';
  }
  if (aspect.perfect) {
    put('have');
    need = 'pp';
  }
  if (aspect.continuous) {
    put('be');
    need = 'ing';
  }
  if (aspect.passive) {
    put('be');
    need = 'pp';
  }
  const auxCount = words.length;
  const negated = spec.negated === true;
  if (auxCount === 0 && negated && lemma !== 'be') {
    // Do-support: "walks" → "does not walk".
    put('do');
    need = 'base';
  }
  words.push(need === 'finite' ? finite(lemma) : need === 'base' ? f.base : need === 'pp' ? f.pp : f.ing);
  if (negated) {
    const first = words[0];
    if (spec.contracted && CONTRACTED[first]) words.splice(0, 1, CONTRACTED[first]);
    else words.splice(1, 0, 'not');
  }
  if (spec.adverbs?.length) {
    // "has always been", "is not always"; a lone verb: "was always" but "always walked".
    const at = words.length > 1 ? (negated && !spec.contracted ? 2 : 1) : lemma === 'be' ? 1 : 0;
    words.splice(at, 0, ...spec.adverbs);
  }
  return words;
}

/** The twelve tenses of DECISIONS.md as aspects. */
export const TENSES: Record<string, Omit<Aspect, 'passive'>> = {
  'simple past': { time: 'past', perfect: false, continuous: false },
  'past perfect': { time: 'past', perfect: true, continuous: false },
  'past continuous': { time: 'past', perfect: false, continuous: true },
  'past perfect continuous': { time: 'past', perfect: true, continuous: true },
  'simple present': { time: 'present', perfect: false, continuous: false },
  'present perfect': { time: 'present', perfect: true, continuous: false },
  'present continuous': { time: 'present', perfect: false, continuous: true },
  'present perfect continuous': { time: 'present', perfect: true, continuous: true },
  'simple future': { time: 'future', perfect: false, continuous: false },
  'future perfect': { time: 'future', perfect: true, continuous: false },
  'future continuous': { time: 'future', perfect: false, continuous: true },
  'future perfect continuous': { time: 'future', perfect: true, continuous: true },
};
