import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** Adjectives of skill that take "at" for what one does ("good at maths", "terrible at cooking"). */
const SKILL = /^(?:good|bad|better|worse|great|excellent|terrible|poor|brilliant|hopeless)$/;

/** School subjects, sports and pastimes: what a skill is "at". */
const ACTIVITIES =
  /^(?:math|maths|mathematics|english|french|spanish|german|italian|chinese|japanese|science|physics|chemistry|biology|history|geography|sport|sports|languages|art|music|drawing|painting|cooking|spelling|grammar|chess|football|soccer|tennis|basketball|golf|swimming|school|computers|programming|games)$/;

/**
 * "He is good in math" → "good at math", "She is bad in cooking" → "bad at cooking": skill adjectives
 * take "at" for an activity (Swan, Practical English Usage, "good at"; Cambridge, Common Mistakes,
 * "good at"). Only before a school subject, sport or pastime, or a gerund: "good in a crisis", "good in
 * the role", "great in that dress" name a situation, not a skill, and stay; so do superlatives ("the worst
 * in English literature").
 */
export const goodAt: SentenceRule = {
  kind: 'sentence',
  id: 'good-at',
  category: 'grammar',
  description: '"good in math": a skill adjective with "in" for "at"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const prep = tokens[i];
      const next = tokens[i + 1];
      if (prep.lower !== 'in' || !SKILL.test(tokens[i - 1].lower)) continue;
      // "the worst in English literature", "the better in French": a superlative's or a choice's scope.
      if (tokens[i - 2]?.lower === 'the') continue;
      const activity =
        ACTIVITIES.test(next.lower) || (next.pos === 'VERB' && /^\p{Ll}+ing$/u.test(next.text));
      if (!activity) continue;
      out.push({
        start: prep.start,
        end: prep.end,
        replacements: [matchCase('at', prep.text)],
        message: `"${tokens[i - 1].text}" takes "at" for a skill: "${tokens[i - 1].text} at ${next.text}".`,
        errorType: 'R:PREP',
        certain: true,
      });
    }
    return out;
  },
};
