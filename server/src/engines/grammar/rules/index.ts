import type { GrammarRule } from '../rule';
import { affectEffect } from './affect-effect';
import { articles } from './articles';
import { bareInfinitive } from './bare-infinitive';
import { baseFormAfterAuxiliary } from './base-form-after-auxiliary';
import { beAgree } from './be-agree';
import { compoundAdjectives } from './compound-adjectives';
import { conditionalWould } from './conditional-would';
import { confusedWords } from './confused-words';
import { contractionCase } from './contraction-case';
import { couldOf } from './could-of';
import { countableArticle } from './countable-article';
import { dependentPrepositions } from './dependent-prepositions';
import { determinerNumber } from './determiner-number';
import { doubleComparatives } from './double-comparatives';
import { doubleConjunction } from './double-conjunction';
import { extremeAdjectives } from './extreme-adjectives';
import { genericArticle } from './generic-article';
import { headAgreement } from './head-agreement';
import { indirectObject } from './indirect-object';
import { itsIts } from './its-its';
import { languageArticle } from './language-article';
import { makeDo } from './make-do';
import { missingArticle } from './missing-article';
import { noNot } from './no-not';
import { nonstandardPhrases } from './nonstandard-phrases';
import { numberCompounds } from './number-compounds';
import { participleAsPast } from './participle-as-past';
import { pronounCase } from './pronoun-case';
import { properNounCapitals } from './proper-noun-capitals';
import { punctuationSpacing } from './punctuation-spacing';
import { questionAgreement } from './question-agreement';
import { redundantPrepositions } from './redundant-prepositions';
import { repeatedWords } from './repeated-words';
import { sentenceCapitals } from './sentence-capitals';
import { sinceFor } from './since-for';
import { spacing } from './spacing';
import { subjectVerbAgreement } from './subject-verb-agreement';
import { suggestThat } from './suggest-that';
import { superlatives } from './superlatives';
import { theirThere } from './their-there';
import { thenThan } from './then-than';
import { toGerund } from './to-gerund';
import { toToo } from './to-too';
import { uncountableNouns } from './uncountable-nouns';
import { verbFormsAfterBe } from './verb-forms-after-be';
import { wantThat } from './want-that';
import { whoseWhos } from './whose-whos';
import { yourYoure } from './your-youre';

/** A rule and whether it runs by default. */
export interface RegisteredRule {
  rule: GrammarRule;
  enabled: boolean;
}

/** Every project rule, alphabetical, with its default. Text rules run in every language; sentence rules in English. */
export const RULES: RegisteredRule[] = [
  { rule: affectEffect, enabled: true },
  { rule: articles, enabled: true },
  { rule: bareInfinitive, enabled: true },
  { rule: beAgree, enabled: true },
  { rule: baseFormAfterAuxiliary, enabled: true },
  { rule: compoundAdjectives, enabled: true },
  { rule: conditionalWould, enabled: true },
  { rule: confusedWords, enabled: true },
  { rule: contractionCase, enabled: true },
  { rule: couldOf, enabled: true },
  { rule: countableArticle, enabled: true },
  { rule: dependentPrepositions, enabled: true },
  { rule: determinerNumber, enabled: true },
  { rule: doubleComparatives, enabled: true },
  { rule: doubleConjunction, enabled: true },
  { rule: extremeAdjectives, enabled: true },
  { rule: genericArticle, enabled: true },
  { rule: headAgreement, enabled: true },
  { rule: indirectObject, enabled: true },
  { rule: itsIts, enabled: true },
  { rule: languageArticle, enabled: true },
  { rule: makeDo, enabled: true },
  { rule: missingArticle, enabled: true },
  { rule: noNot, enabled: true },
  { rule: nonstandardPhrases, enabled: true },
  { rule: numberCompounds, enabled: true },
  { rule: participleAsPast, enabled: true },
  { rule: pronounCase, enabled: true },
  { rule: properNounCapitals, enabled: true },
  { rule: punctuationSpacing, enabled: true },
  { rule: questionAgreement, enabled: true },
  { rule: redundantPrepositions, enabled: true },
  { rule: repeatedWords, enabled: true },
  { rule: sentenceCapitals, enabled: true },
  { rule: sinceFor, enabled: true },
  { rule: spacing, enabled: true },
  { rule: subjectVerbAgreement, enabled: true },
  { rule: suggestThat, enabled: true },
  { rule: superlatives, enabled: true },
  { rule: theirThere, enabled: true },
  { rule: thenThan, enabled: true },
  { rule: toGerund, enabled: true },
  { rule: toToo, enabled: true },
  { rule: uncountableNouns, enabled: true },
  { rule: verbFormsAfterBe, enabled: true },
  { rule: wantThat, enabled: true },
  { rule: whoseWhos, enabled: true },
  { rule: yourYoure, enabled: true },
];
