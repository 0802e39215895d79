import { daleChall } from 'dale-chall';

/**
 * textstat's list of easy words: the New Dale–Chall list of familiar words. The `dale-chall` package
 * has one word textstat's copy lacks ("ma"); it is dropped so the counts match. textstat has no list
 * for the other languages and falls back to this one for all of them.
 */
const EASY_WORDS = new Set(daleChall);
EASY_WORDS.delete('ma');

/** Whether the lowercase `word` is on the Dale–Chall list of familiar words. */
export function isEasyWord(word: string): boolean {
  return EASY_WORDS.has(word);
}
