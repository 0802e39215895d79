import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';
import { OBJECT_PRONOUNS } from './determiners';

/** The data file: nouns, the verb written with them, the verb they take, source. */
export const MAKE_DO_FILE = fileURLToPath(new URL('./make-do.tsv', import.meta.url));

/** Parses make-do.tsv: "written noun" → the lemma of the verb the noun takes. */
export function parseMakeDo(tsv: string): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [nouns, written, right] = line.split('\t').map((c) => c?.trim());
    if (
      !nouns ||
      !/^(?:make|do)$/.test(written ?? '') ||
      !/^(?:make|do)$/.test(right ?? '') ||
      written === right
    )
      throw new Error(`${MAKE_DO_FILE}: malformed row ${JSON.stringify(line)}`);
    for (const noun of nouns.split(',')) table.set(`${written} ${noun.trim()}`, right as string);
  }
  return table;
}

let table: ReadonlyMap<string, string> | undefined;

/** The committed table, read once. */
function makeDoTable(): ReadonlyMap<string, string> {
  table ??= parseMakeDo(fs.readFileSync(MAKE_DO_FILE, 'utf8'));
  return table;
}

/** Each form of "make" and "do" with its lemma and the matching form of the other verb. */
const FORMS: Record<string, { lemma: string; other: string }> = {
  make: { lemma: 'make', other: 'do' },
  makes: { lemma: 'make', other: 'does' },
  making: { lemma: 'make', other: 'doing' },
  do: { lemma: 'do', other: 'make' },
  does: { lemma: 'do', other: 'makes' },
  did: { lemma: 'do', other: 'made' },
  done: { lemma: 'do', other: 'made' },
  doing: { lemma: 'do', other: 'making' },
};
/** "made" is "did" as a past and "done" after have / be. */
const PERFECT_OR_PASSIVE = /^(?:have|has|had|'ve|having|is|are|was|were|be|been|being)$/;
/** What may stand between the verb and the noun: determiners, possessives, object pronouns (do me a favour), adjectives. */
const BETWEEN = /^(?:DET|ADJ|NUM)$/;

/** Words that open a time adverbial after the noun ("did a mistake yesterday", "make exercise every morning"). */
const TIME = /^(?:yesterday|today|tomorrow|tonight|every|each|last|this|next|again|now)$/;

/**
 * Whether the noun's phrase ends before token `k`: a causative's complement ("make homework fun",
 * "make exercise more enjoyable", "make exercise a habit") or a compound ("make exercise videos")
 * may follow otherwise.
 */
function endsPhrase(tokens: readonly Token[], k: number): boolean {
  const after = tokens[k];
  if (!after || /^(?:PUNCT|ADP|CCONJ|SCONJ|PART)$/.test(after.pos) || TIME.test(after.lower)) return true;
  return after.pos === 'ADV' && !/^(?:ADJ|ADV)$/.test(tokens[k + 1]?.pos ?? '');
}

/** The other verb's form for a written form of make/do, or undefined. */
function otherForm(tokens: readonly Token[], i: number): { lemma: string; other: string } | undefined {
  const t = tokens[i];
  if (t.lower === 'made') {
    // "I have made a mistake" never reaches here (right verb); "She has made her homework" → done.
    const perfect = PERFECT_OR_PASSIVE.test(tokens[i - 1]?.lower ?? '');
    return { lemma: 'make', other: perfect ? 'done' : 'did' };
  }
  return FORMS[t.lower];
}

/**
 * "I did a big mistake" → made, "We must do a decision" → make, "She made her homework" → did, "Can
 * you make me a favour?" → do: nouns that English uses with one of "make" and "do" (make-do.tsv),
 * written with the other, as learners often do. The noun must end its phrase, so causatives stay
 * ("make homework fun", "make exercise a habit"), and "do" must be the verb, not an auxiliary ("Do
 * mistakes matter?" has none of this: the noun is its subject).
 */
export const makeDo: SentenceRule = {
  kind: 'sentence',
  id: 'make-do',
  category: 'grammar',
  description: '"do a mistake", "make homework": make and do confused',
  check({ tokens }) {
    const rows = makeDoTable();
    const out: RuleMatch[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const form = otherForm(tokens, i);
      // The tagger may call a main-verb "do" an auxiliary; a verb after the noun rules out that reading,
      // and a "do" opening a question is one ("Do money and fame bring happiness?", "Why did mistakes …").
      if (!form) continue;
      const opensQuestion = i === 0 || /^(?:what|why|how|when|where|who|which)$/.test(tokens[i - 1].lower);
      if (form.lemma === 'do' && opensQuestion) continue;
      let j = i + 1;
      // "make me a favour": one object pronoun, before the determiner
      if (form.lemma === 'make' && OBJECT_PRONOUNS.test(tokens[j]?.lower ?? '')) j++;
      while (
        j < i + 5 &&
        tokens[j] &&
        (BETWEEN.test(tokens[j].pos) || /^(?:my|your|his|her|our|their|its)$/.test(tokens[j].lower))
      )
        j++;
      // "doing a lot of noise"
      if (tokens[j]?.lower === 'lot' && tokens[j + 1]?.lower === 'of') j += 2;
      const noun = tokens[j];
      if (!noun || rows.get(`${form.lemma} ${noun.lower}`) === undefined) continue;
      // "made three exercises for us", "make an exercise": a teacher creating them; only the bare activity.
      if (noun.lower === 'exercise' && j !== i + 1) continue;
      if (!endsPhrase(tokens, j + 1)) continue;
      const verb = tokens[i];
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(form.other, verb.text)],
        message: `"${noun.text}" goes with "${rows.get(`${form.lemma} ${noun.lower}`)}": "${form.other}".`,
        errorType: 'R:OTHER',
        certain: true,
      });
    }
    return out;
  },
};
