import type { VerbGroup } from './clause';
import { buildGroup } from './conjugate';
import { capitalize, decapitalize, POSSESSIVE, surface, type Tok } from './nlp';
import { agreementOf, compromiseVerbs, verbForms } from './verbs';

/** The two sentences a phrase split gives, and the token where the first one ends. */
export interface PhraseSplit {
  parts: [string, string];
  at: number;
}

const NOUN_PHRASE = /^(?:DET|ADJ|NOUN|PROPN|NUM)$/;

function sentence(toks: Tok[], end: string): string {
  return `${capitalize(surface(toks).replace(/[,;:\s]+$/, ''))}${end}`;
}

/** The finite group that carries the main clause's tense: the first one with a subject before `at`. */
function mainGroup(groups: VerbGroup[], at: number): VerbGroup | undefined {
  return groups.find((g) => g.end <= at && g.subject !== undefined && !g.aspect.modal);
}

/** A verb written in the tense of `main` for a third-person singular subject ("This helps", "This helped"). */
function inTenseOf(main: VerbGroup | undefined, lemma: string, passive = false): string[] {
  const time = main?.aspect.time ?? 'present';
  return buildGroup({
    lemma,
    aspect: { time, perfect: main?.aspect.perfect ?? false, continuous: false, passive },
    agreement: '3sg',
  });
}

/**
 * A phrase trailing a complete clause after a comma becomes a sentence about it: ", including X" →
 * "This includes X."; ", allowing us to …" → "This allows us to …"; ", driven by X" → "This was
 * driven by X."; ", while keeping X" → "At the same time, <subject> keeps X." The new verb takes the
 * main clause's tense.
 */
export function trailingPhrase(body: Tok[], groups: VerbGroup[], end: string): PhraseSplit | null {
  for (let k = body.length - 3; k >= 4; k--) {
    // "… each week while maintaining …" has no comma before the link.
    const bareWhile = /^(?:while|whilst)$/.test(body[k].norm) && body[k - 1].text !== ',';
    if (body[k].text !== ',' && !bareWhile) continue;
    const left = body.slice(0, k);
    const main = mainGroup(groups, k);
    if (!main?.subject) continue;
    let at = bareWhile ? k : k + 1;
    // "…, mainly because of X" → "This was mainly because of X."
    const adverb = body[at].pos === 'ADV' && body[at].norm !== 'thereby' ? [body[at].text] : [];
    const reason = body
      .slice(at + adverb.length, at + adverb.length + 2)
      .map((t) => t.norm)
      .join(' ');
    if (/^(?:because of|due to|thanks to|owing to)$/.test(reason) && !bareWhile) {
      const be = inTenseOf(main, 'be');
      const rest = surface(body.slice(at + adverb.length));
      return { parts: [sentence(left, end), `This ${[...be, ...adverb].join(' ')} ${rest}${end}`], at: k };
    }
    const link = body[at].norm;
    if (/^(?:while|whilst|thereby)$/.test(link)) at++;
    const head = body[at];
    const rest = body.slice(at + 1);
    if (!head || rest.length < 2) continue;
    // "…of perception, attention, memory, decision-making, affect, and emotion": an -ing word between
    // commas of a list is one of its items, not a phrase of its own ("This decision-makes" was written).
    const listItem = rest[0].text === ',' || body.slice(Math.max(0, k - 3), k).some((t) => t.text === ',');
    if (listItem) continue;
    const lemma = head.norm === 'including' ? 'include' : head.lemma;
    if (head.pos !== 'VERB' && lemma !== 'include') continue;
    const f = verbForms(lemma);
    let first: string[] | null = null;
    if (head.norm === f.ing && head.norm.endsWith('ing')) {
      if (link === 'while' || link === 'whilst') {
        // "…, while keeping costs low": the same subject does both.
        const subject = body.slice(main.subject[0], main.subject[1]);
        const verb = buildGroup({
          lemma,
          aspect: { ...main.aspect, modal: undefined, continuous: false, passive: false },
          agreement: main.agreement,
        });
        const who =
          subject.length === 1 && subject[0].pos === 'PRON'
            ? subject[0].text.toLowerCase()
            : decapitalize(surface(subject), subject[0]);
        first = ['At the same time,', who, ...verb];
      } else first = ['This', ...inTenseOf(main, lemma)];
    } else if (head.norm === f.pp && body.slice(at + 1, at + 3).some((t) => t.norm === 'by')) {
      first = ['This', ...inTenseOf(main, lemma, true)];
    }
    if (!first) continue;
    // "…in several other states:" — a colon or comma the second sentence ended on goes before its stop.
    const tail = surface(rest).replace(/[,;:\s]+$/, '');
    return { parts: [sentence(left, end), `${first.join(' ')} ${tail}${end}`], at: k };
  }
  return null;
}

/**
 * "… a new app that will let customers …" → "… a new app. It will let customers …": a relative clause
 * whose subject is the relative pronoun, after a phrase introducing something new ("a", "an"). After
 * "the" or a bare plural the clause says which ones are meant, and cutting it would change the claim.
 */
export function introducingRelative(body: Tok[], groups: VerbGroup[], end: string): PhraseSplit | null {
  for (let k = 4; k < body.length - 3; k++) {
    const t = body[k];
    if (!/^(?:that|which|who)$/.test(t.norm) || body[k - 1].pos !== 'NOUN') continue;
    let s = k - 1;
    while (s > 0 && (NOUN_PHRASE.test(body[s - 1].pos) || body[s - 1].pos === 'ADV')) s--;
    if (!/^(?:a|an)$/.test(body[s].norm)) continue;
    const relative = groups.find((g) => g.start === k + 1);
    if (!relative || !mainGroup(groups, s) || body.slice(k + 1).filter((u) => u.pos !== 'PUNCT').length < 4)
      continue;
    const np = body.slice(s, k);
    const again = agreementOf(np) === 'pl' ? 'They' : t.norm === 'who' ? `The ${surface(np.slice(1))}` : 'It';
    return {
      parts: [sentence(body.slice(0, k), end), `${again} ${surface(body.slice(k + 1))}${end}`],
      at: k,
    };
  }
  return null;
}

/**
 * "Having reviewed X, S V …" → "S had reviewed X. Then S V …" (has/have when the main verb is
 * present); "After reviewing X, S V …" → "S reviewed X. Then S V …" (the main verb's tense).
 */
export function perfectOpening(body: Tok[], groups: VerbGroup[], end: string): PhraseSplit | null {
  // "After carefully reviewing X, …": an adverb before the -ing form stays with its verb.
  const adverb = body[0]?.norm === 'after' && body[1]?.pos === 'ADV' && /ly$/.test(body[1].norm) ? 1 : 0;
  const ing = body[1 + adverb];
  if (body[0]?.norm === 'after' && /^(?:VERB|NOUN)$/.test(ing?.pos ?? '') && ing.norm.endsWith('ing')) {
    const comma = body.findIndex((t) => t.text === ',');
    const main = groups.find((g) => g.start > comma && g.subject?.[0] === comma + 1);
    if (comma < 4 || !main?.subject || main.aspect.modal) return null;
    const subject = body.slice(main.subject[0], main.subject[1]);
    if (!subject.every((t) => NOUN_PHRASE.test(t.pos) || t.pos === 'PRON')) return null;
    const lemma =
      ing.pos === 'VERB'
        ? ing.lemma
        : compromiseVerbs().verb.toInfinitive(ing.norm, compromiseVerbs().model, 'Gerund');
    if (!lemma || verbForms(lemma).ing !== ing.norm) return null;
    const verb = buildGroup({
      lemma,
      aspect: { ...main.aspect, continuous: false, passive: false },
      agreement: main.agreement,
      adverbs: adverb ? [body[1].text] : [],
    });
    const first = `${capitalize(surface(subject))} ${verb.join(' ')} ${surface(body.slice(2 + adverb, comma))}${end}`;
    return {
      parts: [first, `Then ${decapitalize(surface(body.slice(comma + 1)), body[comma + 1])}${end}`],
      at: comma,
    };
  }
  if (body[0]?.norm !== 'having' || body[1]?.pos !== 'VERB') return null;
  const comma = body.findIndex((t) => t.text === ',');
  const main = groups.find((g) => g.start > comma && g.subject?.[0] === comma + 1);
  if (comma < 3 || !main?.subject) return null;
  const subject = body.slice(main.subject[0], main.subject[1]);
  if (!subject.every((t) => NOUN_PHRASE.test(t.pos) || t.pos === 'PRON')) return null;
  const have = main.aspect.time === 'past' ? 'had' : main.agreement === '3sg' ? 'has' : 'have';
  const participle = verbForms(body[1].lemma).pp;
  const first = `${capitalize(surface(subject))} ${have} ${participle} ${surface(body.slice(2, comma))}${end}`;
  return {
    parts: [first, `Then ${decapitalize(surface(body.slice(comma + 1)), body[comma + 1])}${end}`],
    at: comma,
  };
}

/** "Please review X and send Y." → "Please review X. Then send Y.": two commands in a row. */
export function coordinatedCommands(body: Tok[], end: string): PhraseSplit | null {
  const start = body[0]?.norm === 'please' ? 1 : 0;
  const verb = body[start];
  if (verb?.pos !== 'VERB' || verb.norm !== verbForms(verb.lemma).base) return null;
  if (start === 0 && !/^\p{Lu}/u.test(verb.text)) return null;
  const and = body.findIndex(
    (t, k) =>
      k > start + 2 &&
      t.norm === 'and' &&
      body[k + 1]?.pos === 'VERB' &&
      body[k + 1].norm === verbForms(body[k + 1].lemma).base,
  );
  if (and < 0 || body.slice(and + 1).filter((t) => t.pos !== 'PUNCT').length < 3) return null;
  // A noun phrase right after the second verb ("and send your comments"), not a bare verb pair ("try and see").
  const next = body[and + 2];
  if (!next || !(NOUN_PHRASE.test(next.pos) || POSSESSIVE.test(next.norm) || next.pos === 'PRON'))
    return null;
  return {
    parts: [sentence(body.slice(0, and), end), `Then ${surface(body.slice(and + 1))}${end}`],
    at: and,
  };
}

/** Words counting the members of a group: "most of whom", "two of which". */
const QUANTITY = /^(?:most|many|some|all|several|none|few|half|both|each|one|two|three|four|five|ten)$/;

/** "…, most of whom were owners." → "… Most of them were owners." */
export function quantifiedRelative(body: Tok[], end: string): PhraseSplit | null {
  const k = body.findIndex(
    (t, m) =>
      t.text === ',' &&
      QUANTITY.test(body[m + 1]?.norm ?? '') &&
      body[m + 2]?.norm === 'of' &&
      /^(?:whom|which)$/.test(body[m + 3]?.norm ?? ''),
  );
  if (k < 3 || body.length - k < 6) return null;
  const rest = surface(body.slice(k + 4));
  return {
    parts: [sentence(body.slice(0, k), end), `${capitalize(body[k + 1].norm)} of them ${rest}${end}`],
    at: k,
  };
}

const TIME_LINK: Record<string, string> = {
  when: 'when',
  once: 'once',
  after: 'after',
  whenever: 'whenever',
};

/**
 * "A when B" → "A. This happens when B." (happened, will happen: the main clause's tense), for
 * "when", "once", "after", "whenever" and "as soon as" after a complete clause.
 */
export function timeClause(body: Tok[], groups: VerbGroup[], end: string): PhraseSplit | null {
  for (let k = 4; k < body.length - 3; k++) {
    const soon = body[k].norm === 'as' && body[k + 1]?.norm === 'soon' && body[k + 2]?.norm === 'as';
    const link = soon ? 'as soon as' : TIME_LINK[body[k].norm];
    if (!link || (body[k].pos !== 'SCONJ' && body[k].pos !== 'ADV' && body[k].pos !== 'ADP' && !soon))
      continue;
    const from = k + (soon ? 3 : 1);
    const main = mainGroup(groups, k);
    const inner = groups.find((g) => g.start > from && g.subject?.[0] === from);
    if (!main || main.aspect.modal || !inner || main.subject?.[0] !== 0) continue;
    const cut = body[k - 1].text === ',' ? k - 1 : k;
    const happen = buildGroup({
      lemma: 'happen',
      aspect: { time: main.aspect.time, perfect: false, continuous: false, passive: false },
      agreement: '3sg',
    });
    return {
      parts: [
        sentence(body.slice(0, cut), end),
        `This ${happen.join(' ')} ${link} ${surface(body.slice(from))}${end}`,
      ],
      at: k,
    };
  }
  return null;
}
