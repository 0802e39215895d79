import { words as textWords } from '@margin/shared/text/tokens';
import { stemmer } from 'stemmer';

/** Function words that carry no topic; they would make every sentence look alike. */
export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having he
her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
now of off on once only or other our ours ourselves out over own said same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves mr mrs ms says
say one two new last first year years`.split(/\s+/),
);

/** Lower-cased word tokens of a text (letters, digits, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return textWords(text, { words: 'joined', lowercase: true });
}

/** Stemmed content words: what two sentences must share to be about the same thing. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || w.length < 2) continue;
    out.push(stemmer(w.replace(/['’]s$/, '')));
  }
  return out;
}
