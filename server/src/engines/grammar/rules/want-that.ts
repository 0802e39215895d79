import type { RuleMatch, SentenceRule } from '../rule';

const OBJECT: Record<string, string> = {
  i: 'me',
  you: 'you',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  it: 'it',
};

/** "He wants that I send it" → "He wants me to send it": "want" takes an object and an infinitive. */
export const wantThat: SentenceRule = {
  kind: 'sentence',
  id: 'want-that',
  category: 'grammar',
  description: '"want that …" instead of "want somebody to …"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 3; i++) {
      const [w, that, who, verb] = tokens.slice(i, i + 4);
      if (!/^(want|wants|wanted|wanting)$/.test(w.lower) || that.lower !== 'that' || !OBJECT[who.lower])
        continue;
      if (verb.pos !== 'VERB' && verb.pos !== 'AUX') continue;
      out.push({
        start: that.start,
        end: verb.end,
        replacements: [`${OBJECT[who.lower]} to ${verb.lemma}`],
        message: `Write "${w.text} ${OBJECT[who.lower]} to ${verb.lemma}".`,
        errorType: 'R:OTHER',
      });
    }
    return out;
  },
};
