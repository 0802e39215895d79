import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEnglish } from './analyse';
import { COMPARATIVE_RULE_ID } from './comparatives';
import { NOUN_NUMBER_RULE_ID } from './noun-number';
import { PREPOSITION_RULE_ID } from './prepositions';

describe('language-model candidates on correct prose', () => {
  it('noun-number, comparative and preposition candidates raise nothing on a page of correct prose full of prepositions and quantifiers', async () => {
    const text = fs.readFileSync(new URL('./confusion/fixtures/correct-prose.txt', import.meta.url), 'utf8');
    const chars = Array.from(text);
    const found: string[] = [];
    for (const paragraph of text.split(/\n\s*\n/)) {
      const offset = Array.from(text.slice(0, text.indexOf(paragraph))).length;
      for (const f of await checkEnglish(paragraph, {
        dialect: 'us',
        anyVariety: false,
        harperSpelling: false,
        advanced: [],
      }))
        if ([NOUN_NUMBER_RULE_ID, COMPARATIVE_RULE_ID, PREPOSITION_RULE_ID].includes(f.ruleId))
          found.push(`${chars.slice(offset + f.start, offset + f.end).join('')} → ${f.replacements[0]}`);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
