import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// "extremely bad" says less than "terrible": one strong adjective for an intensified weak one.
const STRONGER: Record<string, string> = {
  bad: 'terrible',
  good: 'excellent',
  big: 'huge',
  large: 'enormous',
  small: 'tiny',
  angry: 'furious',
  clean: 'spotless',
  dirty: 'filthy',
  cold: 'freezing',
  hot: 'scorching',
  happy: 'ecstatic',
  tired: 'exhausted',
  scared: 'terrified',
  afraid: 'terrified',
  hungry: 'starving',
  ugly: 'hideous',
  beautiful: 'gorgeous',
  funny: 'hilarious',
  old: 'ancient',
  important: 'crucial',
  smart: 'brilliant',
  clever: 'brilliant',
  sad: 'heartbroken',
  surprised: 'astonished',
  interesting: 'fascinating',
  difficult: 'arduous',
  easy: 'effortless',
  fast: 'rapid',
  quick: 'rapid',
  loud: 'deafening',
  quiet: 'silent',
  tasty: 'delicious',
  pretty: 'stunning',
  rich: 'wealthy',
  poor: 'destitute',
  wet: 'soaked',
  dry: 'parched',
  strong: 'powerful',
  weak: 'feeble',
  sure: 'certain',
  boring: 'tedious',
  crowded: 'packed',
  busy: 'swamped',
  short: 'brief',
  long: 'lengthy',
};

/** "extremely bad" → "terrible": a stronger adjective instead of "extremely" + a weak one (style). */
export const extremeAdjectives: SentenceRule = {
  kind: 'sentence',
  id: 'extreme-adjectives',
  category: 'style',
  description: '"extremely" before an adjective that has a stronger single word',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const adverb = tokens[i];
      const adjective = tokens[i + 1];
      const stronger = STRONGER[adjective.lower];
      if (adverb.lower !== 'extremely' || !stronger) continue;
      out.push({
        start: adverb.start,
        end: adjective.end,
        replacements: [matchCase(stronger, adverb.text)],
        message: `"${stronger}" says "${adverb.text} ${adjective.text}" in one word.`,
        errorType: 'R:OTHER',
      });
    }
    return out;
  },
};
