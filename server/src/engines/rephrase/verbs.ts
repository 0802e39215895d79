import nlp from 'compromise';

/** The five forms of an English verb. */
export interface VerbForms {
  base: string;
  /** Third person singular present: "writes". */
  s: string;
  past: string;
  /** Past participle: "written". */
  pp: string;
  /** Present participle: "writing". */
  ing: string;
}

const IRREGULAR: Record<string, VerbForms> = {
  be: { base: 'be', s: 'is', past: 'was', pp: 'been', ing: 'being' },
  have: { base: 'have', s: 'has', past: 'had', pp: 'had', ing: 'having' },
  do: { base: 'do', s: 'does', past: 'did', pp: 'done', ing: 'doing' },
  go: { base: 'go', s: 'goes', past: 'went', pp: 'gone', ing: 'going' },
  lie: { base: 'lie', s: 'lies', past: 'lay', pp: 'lain', ing: 'lying' },
  read: { base: 'read', s: 'reads', past: 'read', pp: 'read', ing: 'reading' },
  get: { base: 'get', s: 'gets', past: 'got', pp: 'got', ing: 'getting' },
  show: { base: 'show', s: 'shows', past: 'showed', pp: 'shown', ing: 'showing' },
  prove: { base: 'prove', s: 'proves', past: 'proved', pp: 'proven', ing: 'proving' },
  sew: { base: 'sew', s: 'sews', past: 'sewed', pp: 'sewn', ing: 'sewing' },
  mow: { base: 'mow', s: 'mows', past: 'mowed', pp: 'mown', ing: 'mowing' },
  swell: { base: 'swell', s: 'swells', past: 'swelled', pp: 'swollen', ing: 'swelling' },
  // compromise gives no participle for these and the past stood in for it ("has came").
  come: { base: 'come', s: 'comes', past: 'came', pp: 'come', ing: 'coming' },
  become: { base: 'become', s: 'becomes', past: 'became', pp: 'become', ing: 'becoming' },
  overcome: { base: 'overcome', s: 'overcomes', past: 'overcame', pp: 'overcome', ing: 'overcoming' },
  run: { base: 'run', s: 'runs', past: 'ran', pp: 'run', ing: 'running' },
  undertake: { base: 'undertake', s: 'undertakes', past: 'undertook', pp: 'undertaken', ing: 'undertaking' },
  hang: { base: 'hang', s: 'hangs', past: 'hung', pp: 'hung', ing: 'hanging' },
  bear: { base: 'bear', s: 'bears', past: 'bore', pp: 'borne', ing: 'bearing' },
  forget: { base: 'forget', s: 'forgets', past: 'forgot', pp: 'forgotten', ing: 'forgetting' },
  // compromise makes these regular ("waked", "strived").
  wake: { base: 'wake', s: 'wakes', past: 'woke', pp: 'woken', ing: 'waking' },
  awake: { base: 'awake', s: 'awakes', past: 'awoke', pp: 'awoken', ing: 'awaking' },
  strive: { base: 'strive', s: 'strives', past: 'strove', pp: 'striven', ing: 'striving' },
};

/** Prefixes that leave a verb's irregular forms as they are: "resend" → "resent", "overrun" → "overrun". */
const PREFIX = /^(re|over|under|out|mis|fore)(.{3,}|do|go)$/;
/** Prefixed verbs that are words of their own, conjugated regularly ("relay" → "relayed"). */
const NOT_PREFIXED = /^(?:relay|outlay|overlay|underlay)$/;

const cache = new Map<string, VerbForms>();

type Conjugate = (lemma: string) => Record<string, string | undefined>;

interface VerbTransforms {
  conjugate: (s: string, m: unknown) => Record<string, string> | undefined;
  toInfinitive: (s: string, m: unknown, tense: string) => string;
}
let transforms: { verb: VerbTransforms; model: unknown } | undefined;

/** compromise's verb transforms, called directly (parsing "chase" as a sentence would read it as a noun). */
export function compromiseVerbs(): { verb: VerbTransforms; model: unknown } {
  if (!transforms) {
    const w = nlp.world() as { methods: { two: { transform: { verb: VerbTransforms } } }; model: unknown };
    transforms = { verb: w.methods.two.transform.verb, model: w.model };
  }
  return transforms;
}

/** compromise's conjugator. */
function conjugator(): Conjugate {
  const { verb, model } = compromiseVerbs();
  return (lemma) => verb.conjugate(lemma, model) ?? {};
}

/** Regular past: "chase" → "chased", "study" → "studied". */
function regularPast(v: string): string {
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  return `${v}ed`;
}

/** Whether compromise's lexicon knows a word ("send", "lay"; not "mit" of "remit", "gret" of "regret"). */
function inLexicon(word: string): boolean {
  const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, unknown> } } }).model
    .one.lexicon;
  return IRREGULAR[word] !== undefined || lexicon[word] !== undefined;
}

/** The forms of a verb from its lemma: a table for the irregular few compromise gets wrong, compromise otherwise. */
export function verbForms(lemma: string): VerbForms {
  const key = lemma.toLowerCase();
  const known = IRREGULAR[key] ?? cache.get(key);
  if (known) return known;
  const c = conjugator()(key);
  const prefixed = PREFIX.exec(key);
  if (prefixed && !NOT_PREFIXED.test(key) && inLexicon(prefixed[2])) {
    // compromise conjugates the bare verb but often not the prefixed one: a regular past where the
    // verb is irregular ("overheared", "resended") or the past as participle ("has mistook", "has
    // outran"). The prefixed verb keeps the bare verb's forms.
    const [, prefix, rest] = prefixed;
    const inner = verbForms(rest);
    const ownPast = c.PastTense ?? regularPast(key);
    const ownPp = c.Participle ?? ownPast;
    const irregular = inner.past !== regularPast(rest);
    if (
      (irregular && ownPast === regularPast(key)) ||
      (inner.pp !== inner.past && ownPp === ownPast && ownPast === prefix + inner.past)
    ) {
      const forms = Object.fromEntries(
        Object.entries(inner).map(([k, v]) => [k, prefix + v]),
      ) as unknown as VerbForms;
      cache.set(key, forms);
      return forms;
    }
  }
  const past = c.PastTense ?? regularPast(key);
  const forms: VerbForms = {
    base: key,
    s: c.PresentTense ?? `${key}s`,
    past,
    pp: c.Participle ?? past,
    ing: c.Gerund ?? `${key}ing`,
  };
  cache.set(key, forms);
  return forms;
}

/** Grammatical person and number of a subject. */
export type Agreement = '1sg' | '2' | '3sg' | 'pl';

const PRONOUN_AGREEMENT: Record<string, Agreement> = {
  i: '1sg',
  me: '1sg',
  you: '2',
  he: '3sg',
  him: '3sg',
  she: '3sg',
  her: '3sg',
  it: '3sg',
  we: 'pl',
  us: 'pl',
  they: 'pl',
  them: 'pl',
  someone: '3sg',
  somebody: '3sg',
  everyone: '3sg',
  everybody: '3sg',
  nobody: '3sg',
  this: '3sg',
  that: '3sg',
  these: 'pl',
  those: 'pl',
  who: '3sg',
};

/** Plurals without an -s ("data" and "media" are left out: business writing makes them singular). */
const IRREGULAR_PLURAL = /^(?:people|men|women|children|feet|teeth|mice|geese|criteria|phenomena|alumni)$/;

/** Nouns naming a group that writers use with a plural verb as often as a singular one ("the staff are"). */
const COLLECTIVE = /^(?:staff|personnel|police|crew|management|audience|public|workforce)$/;

/** Whether a noun names a group that may take a plural verb ("The staff load the trucks"). */
export function isCollective(noun: string): boolean {
  return COLLECTIVE.test(noun.toLowerCase());
}

/** Whether a noun form is plural: "children", "reports" (not "news", "bus"). */

export function isPluralNoun(word: string, lemma: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURAL.test(w)) return true;
  if (/(?:ss|us|is|news|ics|species|series)$/.test(w)) return false;
  // A lemma that differs only by spelling ("cheque" → "check", "programme" → "program") is no plural.
  if (w !== lemma.toLowerCase() && lemma) return /s$/.test(w);
  return /[^s']s$/.test(w) && !/^(?:this|has|was|is|us|gas|bus|yes|its)$/.test(w);
}

/** Words naming a part of what their "of" phrase names. */
const PART_OF = /^(?:most|all|some|half|plenty|lots|rest|none|any|majority|part|remainder|bulk)$/;

/** Agreement of a noun phrase given as words, POS tags and lemmas (its head is the last noun). */
export function agreementOf(words: { norm: string; pos: string; lemma: string; text: string }[]): Agreement {
  if (words.some((w) => w.norm === 'and')) return 'pl';
  const meaningful = words.filter((w) => w.pos !== 'PUNCT');
  if (meaningful.length === 1 && PRONOUN_AGREEMENT[meaningful[0].norm])
    return PRONOUN_AGREEMENT[meaningful[0].norm];
  // The head is the last noun before "of", "who", "that" or a preposition ("the head of the departments").
  // ("more than 200 tickets": "than" belongs to the number, not a phrase after the head.)
  const cut = meaningful.findIndex(
    (w, i) => i > 0 && ((w.pos === 'ADP' && w.norm !== 'than') || /^(?:who|which|that)$/.test(w.norm)),
  );
  const np = cut > 0 ? meaningful.slice(0, cut) : meaningful;
  // "Most of our clients pay", "Some of the work is": a part of something agrees with what it is part of.
  if (cut > 0 && meaningful[cut].norm === 'of' && np.length === 1 && PART_OF.test(np[0].norm))
    return agreementOf(meaningful.slice(cut + 1));
  const head = [...np].reverse().find((w) => /^(?:NOUN|PROPN|PRON|NUM)$/.test(w.pos)) ?? np.at(-1);
  if (!head) return '3sg';
  if (PRONOUN_AGREEMENT[head.norm]) return PRONOUN_AGREEMENT[head.norm];
  if (np.some((w) => /^(?:these|those|many|several|both|few|two|three|four|five|all)$/.test(w.norm)))
    return 'pl';
  if (np[0] && /^(?:a|an|one|each|every|this|that)$/.test(np[0].norm)) return '3sg';
  // "Section 4", "Room 12", "Figure 3b": a number after a singular noun labels it.
  const label = np[np.indexOf(head) - 1];
  if (
    head.pos === 'NUM' &&
    label &&
    /^(?:NOUN|PROPN)$/.test(label.pos) &&
    !isPluralNoun(label.text, label.lemma)
  )
    return '3sg';
  if (head.pos === 'NUM') return head.norm === 'one' || head.norm === '1' ? '3sg' : 'pl';
  // A name ending in s ("James") is singular unless the tagger lemmatised it to something else.
  if (head.pos === 'PROPN' && head.lemma.toLowerCase() === head.norm && /^[A-Z]/.test(head.text))
    return '3sg';
  return isPluralNoun(head.text, head.lemma) ? 'pl' : '3sg';
}

/** Present of "be" for an agreement. */
export function bepresent(a: Agreement): string {
  return a === '1sg' ? 'am' : a === '3sg' ? 'is' : 'are';
}

/** Past of "be" for an agreement. */
export function bePast(a: Agreement): string {
  return a === '1sg' || a === '3sg' ? 'was' : 'were';
}

/** Simple present of a verb for an agreement. */
export function presentOf(lemma: string, a: Agreement): string {
  if (lemma === 'be') return bepresent(a);
  const f = verbForms(lemma);
  return a === '3sg' ? f.s : f.base;
}

/** Simple past of a verb for an agreement. */
export function pastOf(lemma: string, a: Agreement): string {
  return lemma === 'be' ? bePast(a) : verbForms(lemma).past;
}
