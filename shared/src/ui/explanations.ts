/**
 * A card's reason when the edit carries no `description` (API.md gives descriptions to advanced
 * edits only): a sentence from the edit's ERRANT `error_type` (operation M missing, R replace,
 * U unnecessary, and the word class), or from its category. Rule classes, not sentences: the words
 * quoted are the edit's own.
 */
export interface ExplainInput {
  original: string;
  /** The first replacement ('' removes `original`). */
  replacement: string | undefined;
  /** ERRANT `error_type` (e.g. `R:VERB:SVA`) or an advanced option; absent for spellcheck edits. */
  errorType?: string;
  /** `general_error_type`; absent for spellcheck and offline edits (spelling). */
  category?: string;
}

const q = (s: string) => `“${s}”`;

type Op = 'M' | 'R' | 'U';

/** Sentences by ERRANT word class: [missing, replace, unnecessary]. */
const BY_CLASS: Record<string, (o: string, r: string) => Partial<Record<Op, string>>> = {
  SPELL: (o, r) => ({ R: `${q(o)} may be misspelled; ${q(r)} is the likely word.` }),
  ORTH: (o, r) => ({ R: `${q(r)} is the usual capitalisation or spacing of ${q(o)}.` }),
  PUNCT: (o, r) => ({
    M: 'A punctuation mark seems to be missing here.',
    R: `${q(r)} is the punctuation that fits here, not ${q(o)}.`,
    U: `This ${q(o)} looks unnecessary.`,
  }),
  DET: (o, r) => ({
    M: `A word such as “a”, “an” or “the” seems to be missing: ${q(r)}.`,
    R: `${q(r)} fits this noun better than ${q(o)}.`,
    U: `${q(o)} looks unnecessary before this word.`,
  }),
  PREP: (o, r) => ({
    M: `A preposition seems to be missing: ${q(r)}.`,
    R: `This phrase usually takes ${q(r)}, not ${q(o)}.`,
    U: `${q(o)} is not needed here.`,
  }),
  'VERB:SVA': (_o, r) => ({ R: `The verb should agree with its subject: ${q(r)}.` }),
  'VERB:TENSE': (o, r) => ({
    M: `The verb seems to need ${q(r)} for its tense.`,
    R: `The tense of ${q(o)} does not fit the rest of the sentence; ${q(r)} does.`,
    U: `${q(o)} makes the tense wrong here.`,
  }),
  'VERB:FORM': (o, r) => ({ R: `${q(o)} is not the verb form this sentence needs; ${q(r)} is.` }),
  VERB: (o, r) => ({
    M: `A verb seems to be missing: ${q(r)}.`,
    R: `${q(r)} is the verb that fits here, not ${q(o)}.`,
    U: `${q(o)} looks unnecessary here.`,
  }),
  'NOUN:NUM': (o, r) => ({ R: `Singular or plural: ${q(r)} fits here, not ${q(o)}.` }),
  'NOUN:INFL': (o, r) => ({ R: `${q(o)} is not a form of this noun; ${q(r)} is.` }),
  'ADJ:FORM': (o, r) => ({ R: `${q(o)} is not the right form of this adjective; ${q(r)} is.` }),
  MORPH: (o, r) => ({ R: `${q(r)} is the form of this word that fits here, not ${q(o)}.` }),
  WO: (_o, r) => ({ R: `The words read naturally in this order: ${q(r)}.` }),
  CONTR: (o, r) => ({ R: `${q(r)} is the correct contraction, not ${q(o)}.` }),
  PRON: (o, r) => ({
    M: `A pronoun seems to be missing: ${q(r)}.`,
    R: `${q(r)} is the pronoun that fits here, not ${q(o)}.`,
    U: `${q(o)} repeats what the sentence already says.`,
  }),
};

/** The general sentence for an operation when the word class has none of its own. */
function byOperation(op: Op, o: string, r: string): string {
  if (op === 'M') return `${q(r)} seems to be missing here.`;
  if (op === 'U') return `${q(o)} looks unnecessary here.`;
  return `${q(r)} fits better here than ${q(o)}.`;
}

/** Sentences by `general_error_type`, for edits without an ERRANT type. */
function byCategory(category: string | undefined, o: string, r: string): string | undefined {
  switch (category ?? 'Spelling') {
    case 'Spelling':
      return `${q(o)} may be misspelled; did you mean ${q(r)}?`;
    case 'Capitalization':
      return `${q(r)} is the usual capitalisation here.`;
    case 'Whitespace':
      return 'The spacing here looks wrong.';
    case 'Punctuation':
      return `The punctuation here reads better as ${q(r)}.`;
    default:
      return undefined;
  }
}

/** The card's reason for an edit without a description, or undefined when nothing specific applies. */
export function explainEdit(input: ExplainInput): string | undefined {
  const o = input.original;
  const r = input.replacement;
  if (r === undefined) return undefined;
  const m = /^([MRU]):(.+)$/.exec(input.errorType ?? '');
  if (m) {
    const op = m[1] as Op;
    const cls = m[2];
    const sentences = BY_CLASS[cls] ?? BY_CLASS[cls.split(':')[0]];
    const fromClass = sentences?.(o, r)[op];
    if (fromClass) return fromClass;
    if (cls !== 'OTHER') return byOperation(op, o, r);
  }
  if (r === '') return `${q(o)} looks unnecessary here.`;
  return byCategory(input.category, o, r);
}
