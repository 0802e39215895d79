/**
 * expand: the longer phrasing of a text (the inverse of shorten's tables), split from concise.ts so
 * each file holds one direction.
 */
import { EXPAND_CONTRACTIONS, fixPerfects } from './contractions';
import { applyEdits, type TokenEdit } from './edit';
import { lexicon, type Rule, readRules, rewriteAll, tidy } from './lexicon';
import { decapitalize, sentences, surface, type Tok } from './nlp';
import { opensWithFragment } from './phrasing';
import { negativeQuestions, writeOutChat } from './register';
import { WRITER_FRAME } from './requests';
import { completesNoun, OBJECT_AND_INFINITIVE } from './voice-object';

const HOURS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const NUMBER_WORDS = `${HOURS}|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand|a million`;

/** Short forms and the longer phrasing expand uses for them. */
const LONGER: Rule[] = readRules(new URL('./longer-phrases.tsv', import.meta.url));
/** Verbs and their light-verb paraphrase with a nominalisation ("approve X" → "give approval to X"). */
const LIGHT_VERBS = readRules(new URL('./light-verbs.tsv', import.meta.url));
const EXPAND = lexicon(LONGER.filter(([w]) => w !== 'about' && w !== 'can'));
const LIGHT = lexicon(LIGHT_VERBS);
/** A light verb made passive ("was given approval to by"): grammatical, but not how anyone writes. */
const PASSIVE_LIGHT_VERB = /\b(?:is|are|was|were|be|been|being)\s+(?:given|carried out|had|sent|provided)\b/i;
/** Verbs before "to" that take an infinitive, not a purpose clause ("want to go" stays). */
const TAKES_INFINITIVE = new Set(
  'want need have has had going able try like love hope plan decide used ought seem begin start forget learn agree refuse expect would fail manage afford choose offer promise tend wish prefer deserve order ask tell allow wait decision plan attempt effort chance opportunity ability right way time permission'.split(
    ' ',
  ),
);

/** "to" that opens a purpose clause ("left early to catch the train") becomes "in order to". */
function purposeClauses(text: string): string {
  return sentences(text)
    .map((toks, n) => {
      const edits: TokenEdit[] = [];
      toks.forEach((t, i) => {
        const prev = toks[i - 1];
        const next = toks[i + 1];
        if (t.norm !== 'to' || !prev || !next || next.pos !== 'VERB' || /ing$/.test(next.norm)) return;
        // Only after an object or adverb of an earlier verb: "left early to catch", "bought paint to fix".
        const adverbial =
          prev.pos === 'ADV' || /^(?:early|late|home|away|out|down|up|there|here)$/.test(prev.norm);
        if (TAKES_INFINITIVE.has(prev.lemma) || !(adverbial || /^(?:NOUN|PROPN|PRON)$/.test(prev.pos)))
          return;
        const verb = toks.slice(0, i - 1).findLast((u) => u.pos === 'VERB');
        if (!verb) return;
        // "expect so many people to sign up", "asked the team to review": the verb's object and
        // infinitive, no purpose; nor "in a position to", where the infinitive completes the noun.
        if (OBJECT_AND_INFINITIVE.test(verb.lemma) || completesNoun(toks, i)) return;
        edits.push({ start: i, end: i + 1, words: ['in', 'order', 'to'] });
      });
      const out = edits.length
        ? applyEdits(toks, edits)
        : toks.map((t, i) => (i === 0 ? '' : t.pre) + t.text).join('');
      return (n === 0 ? '' : ' ') + out;
    })
    .join('');
}

/**
 * "before the meeting" → "prior to the meeting" (a preposition), "until we sign" → "until such time
 * as we sign" (a conjunction): each long form fits only one of the two ("prior to we sign", "until such
 * time as March" were written). A clause is a subject followed by a verb.
 */
function timeConnectives(text: string): string {
  return sentences(text)
    .map((toks, n) => {
      const edits: TokenEdit[] = [];
      toks.forEach((t, i) => {
        if (t.norm !== 'before' && t.norm !== 'until') return;
        const clause = opensClause(toks, i + 1);
        if (t.norm === 'before' && !clause && toks[i + 1] && !/^(?:PUNCT|VERB)$/.test(toks[i + 1].pos))
          edits.push({ start: i, end: i + 1, words: [t.text === 'Before' ? 'Prior' : 'prior', 'to'] });
        if (t.norm === 'until' && clause)
          edits.push({ start: i, end: i + 1, words: [t.text, 'such', 'time', 'as'] });
      });
      const out = edits.length ? applyEdits(toks, edits) : surface(toks);
      return (n === 0 ? '' : ' ') + out;
    })
    .join('');
}

/** Whether a clause (a subject, then a finite verb or auxiliary) starts at `k`. */
function opensClause(toks: Tok[], k: number): boolean {
  let j = k;
  while (j < toks.length && /^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(toks[j].pos) && j - k < 5) j++;
  return j > k && /^(?:VERB|AUX)$/.test(toks[j]?.pos ?? '') && !/ing$/.test(toks[j].norm);
}

/**
 * expand: a longer version with the same meaning: chat abbreviations written out, full forms for
 * contractions, the long phrasing of short connectives and verbs, and "in order to" for purpose clauses.
 */
export function expand(text: string): string | null {
  // A chat message's abbreviations written out ("np, i can cover for u tmrw" → "No problem, I can
  // cover for you tomorrow") are its longer form; no frame goes before a message written in them.
  // A negative question keeps "not" after its subject when written out ("Why has not anyone…").
  const written = negativeQuestions(writeOutChat(text));
  // "a while", "the while": the noun keeps its word (the conjunction's long form wrote "for a during
  // the time that"); "She's been" is "She has been" (fixPerfects).
  const noun = written.replace(/\b(a|the|all the|worth your|once in a) (while)\b/gi, '$1 $2Xnounkeep');
  let out = fixPerfects(rewriteAll(noun, [EXPAND_CONTRACTIONS, EXPAND]).text).replace(/Xnounkeep/g, '');
  const light = rewriteAll(out, [LIGHT]).text;
  if (!PASSIVE_LIGHT_VERB.test(light) || PASSIVE_LIGHT_VERB.test(out)) out = light;
  out = purposeClauses(out);
  out = timeConnectives(out);
  out = out
    // "over five hundred dollars", "more than 20 people" → "in excess of …" (amounts only).
    .replace(
      new RegExp(String.raw`\b(?:over|more than) (?=\$?\d|(?:${NUMBER_WORDS})\b)`, 'gi'),
      'in excess of ',
    )
    // "at ten in the morning" → "at ten o'clock in the morning".
    .replace(
      new RegExp(
        String.raw`\bat (${HOURS})(?= in the (?:morning|afternoon|evening)\b| at night\b|[.,;!?]|$)`,
        'gi',
      ),
      "at $1 o'clock",
    );
  // "if" meaning "whether" (after know, ask, see…) or in a polite "appreciate it if" is no condition.
  out = tidy(out)
    .replace(IF_NOT_CONDITION, '$1 if')
    .replace(IF_AFTER_JUDGEMENT, '$1 if')
    .replace(WHILE_NOT_DURING, (m) => (m[0] === 'D' ? 'While' : 'while'));
  if (out.length <= text.length && written === text) out = fallbackExpansion(out);
  return out !== text && out.length > text.length ? out : null;
}

const IF_NOT_CONDITION =
  /\b(know|knows|knew|ask|asked|wonder|wondering|see|check|sure|tell me|appreciate it|grateful) in the event that/gi;

/**
 * "It would be great if we could…", "That would be really helpful if you have time": an "if" clause
 * after a judgement is what would be great, not a condition to be "in the event that".
 */
const IF_AFTER_JUDGEMENT =
  /\b((?:be|is|was|'d be|’d be) (?:really |very |so |most |extremely )?(?:great|helpful|nice|good|ideal|wonderful|useful|better|best|easier|fine|ok|okay|lovely|appreciated|fantastic|brilliant)) in the event that/gi;

/**
 * "While I agree with the goal, …", "while the plan is sound, …": "while" before a stance (agree,
 * understand, accept…), a modal or a judgement contrasts (Quirk et al. § 15.45) and keeps its word;
 * "during the time that" is for time ("while Priya is on leave", "while you wait").
 */
const WHILE_NOT_DURING =
  /\b[Dd]uring the time that (?=(?:[\p{L}'’]+\s+){1,3}?(?:(?:also |still |fully |really )?(?:agree|agrees|understand|understands|appreciate|appreciates|accept|accepts|know|knows|believe|believes|think|thinks|like|likes|love|loves|respect|respects|recogni[sz]e|recogni[sz]es|acknowledge|acknowledges|admit|admits|see|sees|may|might|can|could|would|should)\b|(?:is|are|was|were) (?:\p{L}+ )?(?:true|important|possible|likely|clear|good|useful|sound|understandable|welcome|fair|right|valid|great)\b))/gu;

/**
 * When no phrase had a longer form: a request starting "Please" or "Can you" gets the polite long
 * frame, a progressive with an object gets "in the process of", and a plain statement the frame
 * "It is worth noting that" (the phrases shorten removes).
 */
function fallbackExpansion(text: string): string {
  if (sentences(text).length !== 1) return text;
  const please = /^Please ([a-z][^.!?]*[.!?])$/.exec(text);
  if (please) return `I would be grateful if you could ${please[1].replace(/[!?]$/, '.')}`;
  if (/^Can you /.test(text)) return text.replace(/^Can you /, 'Would you be so kind as to ');
  const progressive =
    /\b(is|are|was|were) (?!not\b|going\b)([a-z]+ing) (?=the|a|an|its|their|our|your|his|her|my)\b/.exec(
      text,
    );
  if (progressive)
    return text.replace(progressive[0], `${progressive[1]} in the process of ${progressive[2]} `);
  // A sentence framing the writer's message takes the long form of its own frame, the one shorten
  // removes ("take this opportunity to", "be able to"), rather than a second frame before it.
  const message = text
    .replace(
      /^(I|We)( just)? (want|wanted|would like) to (let you know|inform you|tell you|remind you|thank you|confirm)\b/,
      '$1$2 $3 to take this opportunity to $4',
    )
    .replace(/^(I|We) (am|are) (pleased|happy|glad|delighted) to (?!be able\b)/, '$1 $2 $3 to be able to ');
  if (message !== text) return message;
  // "whether you have…" → "whether or not you have…" (not before its own "or": "whether A or B").
  const whether = /\bwhether (?![^.!?]*\bor\b)/i;
  if (whether.test(text)) return text.replace(whether, (m) => `${m.trimEnd()} or not `);
  const toks = sentences(text)[0] ?? [];
  const first = toks[0];
  // Only before a statement opening with its subject: not a command ("Before leaving, lock the door"),
  // a sentence adverb ("Unfortunately, …") or a formula ("Thanks for …").
  if (
    /\.$/.test(text) &&
    first &&
    /^(?:PRON|DET|NOUN|PROPN|NUM)$/.test(first.pos) &&
    !/^(?:please|let|thanks|hi|hello|hey|dear|sorry)$/.test(first.norm) &&
    // "It is worth noting that that makes it…": the frame's "that" would double the opening "That".
    first.norm !== 'that' &&
    !WRITER_FRAME.test(text) &&
    // Nor before an impression ("It is worth noting that it seems that…") or a fragment spliced to the
    // statement ("It is worth noting that great job on the demo, the client…").
    !/^it (?:seems|appears|looks)\b/i.test(text) &&
    !opensWithFragment(toks)
  )
    return `It is worth noting that ${decapitalize(text, first)}`;
  return text;
}
