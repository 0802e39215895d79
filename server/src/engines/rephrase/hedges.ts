/**
 * Fillers that hedge a claim ("kind of", "sort of", "a bit", "just"), dropped by the confident,
 * straightforward and persuasive tones only where they hedge: after a determiner "kind of" names a
 * kind ("the kind of media propaganda"), "a bit of" is a quantity ("a bit of time"), and "just" says
 * when or how many ("just before he was admitted", "has just arrived", "in just one species"). A word
 * list cannot see that context, which is why these are not in the tones' tables.
 */
import { capitalize } from './nlp';

const DETERMINER_BEFORE =
  /\b(?:the|a|an|this|that|these|those|what|which|any|some|every|each|one|same|other|another|my|your|our|their|his|her|its|no|all)\s+$/i;

/** "just" meaning "only", "exactly" or "a moment ago": before a time word, a number or a comparison. */
const JUST_MEANS =
  /^\s+(?:before|after|as|when|once|now|then|in time|over|under|about|around|below|above|like|because|enough|the (?:two|three|same|right)|a (?:few|little|couple|handful|minute|moment|second|day|week|month|year)|\d|one|two|three|four|five|six|seven|eight|nine|ten|twice|once|under|outside|inside|behind|across)\b/i;

/** A perfect or progressive auxiliary before "just": "has just arrived" says when. */
const AUX_BEFORE = /\b(?:has|have|had|'ve|’ve|'s|’s|'d|’d|am|is|are|was|were|be|been)\s+$/i;

/** Where a dropped filler opened its sentence. */
const START = '\u0000';

const FILLER = /(?<![\p{L}\p{N}'’])(kind of|sort of|a bit|just)(?![\p{L}\p{N}'’])/giu;

/** The text without the fillers that hedge in it (see the header), or the text unchanged. */
export function withoutFillers(text: string): string {
  const out = text.replace(FILLER, (m: string, _w: string, offset: number) => {
    const before = text.slice(0, offset);
    const after = text.slice(offset + m.length);
    const key = m.toLowerCase();
    if (/^(?:kind|sort) of$/.test(key) && DETERMINER_BEFORE.test(before)) return m;
    // "a bit of time", "a bit more than", "a bit about": a quantity, not a hedge.
    if (key === 'a bit' && !/^\s+(?:\p{L}+ly\s+)?(?!of\b|more\b|less\b|about\b)\p{L}/u.test(after)) return m;
    if (key === 'a bit' && /^\s+(?:of|more|less|about)\b/i.test(after)) return m;
    if (key === 'just' && (JUST_MEANS.test(after) || AUX_BEFORE.test(before))) return m;
    // A dropped first word passes its capital to the next one (marked here, applied below).
    return /(?:^|[.!?]["”)]?\s+)$/.test(before) ? START : '';
  });
  if (out === text) return text;
  // The spaces a dropped word leaves, and the capital of a dropped first word passed to the next.
  return out
    .replace(new RegExp(`${START}[ \\t]*(\\p{Ll}?)`, 'gu'), (_m, c: string) => capitalize(c))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?;:])/g, '$1');
}
