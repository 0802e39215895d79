import type { Aspect } from './clause';
import type { TokenEdit } from './edit';
import type { Tok } from './nlp';

type Target = Omit<Aspect, 'passive'>;

// "the next quarter", "the last week of May" name a period, not a time relative to now; "tomorrow's
// presentation" names an event, whatever the tense of the clause around it.
// A time after "from", "of", "to" or "until" belongs to a noun or a destination ("our call from last
// week", "moved to next Tuesday"), and after "on" or "than" to a comparison ("up 5% on last year",
// "higher than last year"), not to the verb.
const FUTURE_TIME =
  /(?<!\b(?:from|of|to|until|till|on|than|with|over|versus|vs) )\b(?:tomorrow(?! ['’]s)|tonight(?! ['’]s)|(?<!\bas )soon(?! as\b)|shortly|in due course|later (?:today|this \w+)|(?<!\bthe )next (?:week|weekend|month|year|quarter|time|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?! ['’]s)|in the coming \w+)\b/;
const PAST_TIME =
  /(?<!\b(?:from|of|to|until|till|on|than|with|over|versus|vs) )\b(?:yesterday(?! ['’]s)|ago|(?<!\bthe )last (?:week|weekend|month|year|quarter|night|time|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?! ['’]s)|earlier today)\b/;
/** Times named from today, which no tense mirrors. */
const TODAY = /\b(?:today|this (?:week|weekend|month|year|quarter|morning|afternoon|evening))\b/;
/** Words saying "now": only the present tenses other than the perfect can hold them. */
const NOW = /\b(?:currently|at the moment|at present|right now|nowadays|these days)\b/;
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/**
 * "Since" with a point in time: only a perfect can hold it ("have risen since January"; "rose since
 * January" is not English).
 */
const SINCE_TIME = new RegExp(
  `\\bsince (?:${MONTH}|${DAY}|\\d|last|then|the (?:start|beginning|end|launch|merger)|early|late)`,
);
/** A day of the month written as a word ("on the first of March"). */
const ORDINAL =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\w+teenth|twentieth|twenty-\\w+|thirtieth|thirty-first)';
/** Nouns naming an event: a time after one dates the event, not the verb ("confirm our meeting on Thursday"). */
const EVENT =
  'meeting|call|visit|event|conference|appointment|deadline|workshop|presentation|launch|interview|session|review|delivery|webinar|briefing|party|dinner|lunch|trip|demo|training|opening|release';
/**
 * A definite point in time ("on Tuesday", "in March", "in 2019", "at nine"): the present perfect
 * cannot take one ("has approved the budget on Tuesday").
 */
const DEFINITE_TIME = new RegExp(
  `(?<!\\b(?:${EVENT}) )\\b(?:on (?:${DAY}(?! (?:mornings|afternoons|evenings|nights))|${MONTH}|the \\d|the ${ORDINAL} of)|(?:in|during) (?:early |late )?(?:${MONTH}|\\d{4})|at (?:\\d|noon|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|this morning|this afternoon)\\b`,
);
/** Deictic time words and their mirror in the other direction ("next" before a time noun). */
const TO_PAST: Record<string, string> = { tomorrow: 'yesterday', tonight: 'last night', next: 'last' };
const TO_FUTURE: Record<string, string> = { yesterday: 'tomorrow', last: 'next' };
const TIME_NOUN =
  /^(?:week|weekend|month|year|quarter|night|time|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** Edits mirroring every deictic time word, or null when one of them has no mirror ("soon", "ago"). */
function timeSwaps(toks: Tok[], map: Record<string, string>): TokenEdit[] | null {
  const edits: TokenEdit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // "as soon as" opens a time clause; it is no time word.
    const asSoonAs = t.norm === 'soon' && toks[i - 1]?.norm === 'as' && toks[i + 1]?.norm === 'as';
    if (/^(?:soon|shortly|ago|coming|earlier|later|due)$/.test(t.norm) && !asSoonAs) return null;
    const to = map[t.norm];
    if (
      !to ||
      /^['’]s$/.test(toks[i + 1]?.text ?? '') ||
      /^(?:from|of|to|until|till|on|than|with|over|versus|vs)$/.test(toks[i - 1]?.norm ?? '')
    )
      continue;
    if (
      (t.norm === 'next' || t.norm === 'last') &&
      (!TIME_NOUN.test(toks[i + 1]?.norm ?? '') ||
        toks[i - 1]?.norm === 'the' ||
        /^['’]s$/.test(toks[i + 2]?.text ?? ''))
    )
      continue;
    // "last night" read backwards is "tomorrow night", not "next night".
    if (t.norm === 'last' && toks[i + 1]?.norm === 'night')
      edits.push({ start: i, end: i + 1, words: ['tomorrow'] });
    else
      edits.push({
        start: i,
        end: i + 1,
        words: [/^\p{Lu}/u.test(t.text) ? to.charAt(0).toUpperCase() + to.slice(1) : to],
      });
  }
  return edits.length ? edits : null;
}

/** Periods a present perfect can look back over ("in the last month"). */
const PERIOD = /^(?:week|month|year|quarter)$/;

/**
 * Edits for the present perfect, which takes no deictic point in time but does take the period up to
 * now: "last month" becomes "in the last month" (after a present perfect corpus_en writes "in the
 * last" 14 times to "in the past" 8 and "over the past" 7). Null when a time word names a point
 * ("yesterday", "last Monday", "two days ago", "soon") or the future ("next month").
 */
function periodSwaps(toks: Tok[]): TokenEdit[] | null {
  const edits: TokenEdit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // A time after "from", "of", "to" … belongs to a noun or a comparison (FUTURE_TIME, PAST_TIME).
    if (/^(?:from|of|to|until|till|on|than|with|over|versus|vs)$/.test(toks[i - 1]?.norm ?? '')) continue;
    if (/^['’]s$/.test(toks[i + 1]?.text ?? '')) continue;
    const asSoonAs = t.norm === 'soon' && toks[i - 1]?.norm === 'as' && toks[i + 1]?.norm === 'as';
    if (
      /^(?:soon|shortly|ago|coming|earlier|later|due|tomorrow|tonight|yesterday)$/.test(t.norm) &&
      !asSoonAs
    )
      return null;
    // "next month" stays out: a future's own time word may hold while the rest moves (tense-mixed.ts).
    if (t.norm === 'next' && TIME_NOUN.test(toks[i + 1]?.norm ?? '')) return null;
    if (t.norm !== 'last' || toks[i - 1]?.norm === 'the') continue;
    const noun = toks[i + 1]?.norm ?? '';
    if (!TIME_NOUN.test(noun) || /^['’]s$/.test(toks[i + 2]?.text ?? '')) continue;
    if (!PERIOD.test(noun)) return null;
    edits.push({ start: i, end: i + 1, words: [/^\p{Lu}/u.test(t.text) ? 'In' : 'in', 'the', 'last'] });
  }
  return edits.length ? edits : null;
}

/**
 * The edits that move the sentence's time adverbials along with its verbs into `target` ("next
 * week" ↔ "last week" in the simple past and future), [] when none needs to move, or null when one
 * rules the tense out ("soon" in the past, "last month" or "since May" outside the tenses that take it).
 */
export function timeEdits(toks: Tok[], target: Target): TokenEdit[] | null {
  const text = toks.map((t) => t.norm).join(' ');
  const edits: TokenEdit[] = [];
  // The other tenses cannot take a deictic time word, and "soon", "ago", "in the coming …" have no simple mirror.
  const simple = !target.perfect && !target.continuous;
  const presentPerfect = target.time === 'present' && target.perfect && !target.continuous;
  const future = FUTURE_TIME.test(text) && target.time !== 'future';
  const past = PAST_TIME.test(text) && (target.time !== 'past' || target.perfect);
  if (presentPerfect && (future || past)) {
    const swap = periodSwaps(toks);
    if (!swap) return null;
    edits.push(...swap);
  } else {
    if (future) {
      const swap = simple && target.time === 'past' ? timeSwaps(toks, TO_PAST) : null;
      if (!swap) return null;
      edits.push(...swap);
    }
    if (past) {
      const swap = simple && target.time === 'future' ? timeSwaps(toks, TO_FUTURE) : null;
      if (!swap) return null;
      edits.push(...swap);
    }
  }
  // "closed today and will reopen tomorrow": with one time word mirrored and one named from today,
  // the order of the events would turn round ("closed today and reopened yesterday").
  if (edits.length && TODAY.test(text)) return null;
  if (SINCE_TIME.test(text) && !target.perfect) return null;
  if (NOW.test(text) && (target.time !== 'present' || target.perfect)) return null;
  return edits;
}

/** Whether the sentence names a time before now ("yesterday", "last week", "two days ago"). */
export function hasPastTime(toks: Tok[]): boolean {
  return PAST_TIME.test(toks.map((t) => t.norm).join(' '));
}

/** Whether the sentence names a definite point in time, which rules out the present perfect. */
export function hasDefiniteTime(toks: Tok[]): boolean {
  return DEFINITE_TIME.test(toks.map((t) => t.norm).join(' '));
}
