import {
  automatedReadabilityIndex,
  colemanLiauIndex,
  daleChallReadabilityScore,
  fleschKincaidGrade,
  fleschReadingEase,
  gunningFog,
  linsearWriteFormula,
  smogIndex,
} from './readability';
import type { TextProfile } from './text-profile';

/** The school grades a Flesch Reading Ease score corresponds to, as textstat's table has them. */
function readingEaseGrades(score: number): number[] {
  if (score < 100 && score >= 90) return [5];
  if (score < 90 && score >= 80) return [6];
  if (score < 80 && score >= 70) return [7];
  if (score < 70 && score >= 60) return [8, 9];
  if (score < 60 && score >= 50) return [10];
  if (score < 50 && score >= 40) return [11];
  if (score < 40 && score >= 30) return [12];
  return [13];
}

/**
 * textstat's `text_standard` as a number: the grade most of eight formulas agree on, each voting for
 * the grades either side of its score (ties go to the grade voted for first).
 */
export function textStandardGrade(profile: TextProfile): number {
  const grades: number[] = [];
  const around = (score: number) => grades.push(Math.floor(score), Math.ceil(score));
  around(fleschKincaidGrade(profile));
  grades.push(...readingEaseGrades(fleschReadingEase(profile)));
  around(smogIndex(profile));
  around(colemanLiauIndex(profile));
  around(automatedReadabilityIndex(profile));
  around(daleChallReadabilityScore(profile));
  around(linsearWriteFormula(profile, false, true));
  around(gunningFog(profile));
  const votes = new Map<number, number>();
  for (const grade of grades) votes.set(grade, (votes.get(grade) ?? 0) + 1);
  let best = grades[0];
  for (const [grade, count] of votes) if (count > votes.get(best)!) best = grade;
  return best;
}

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** English ordinal suffix, as textstat's `get_grade_suffix` (Python's modulo: -1 % 10 is 9). */
export function gradeSuffix(grade: number): string {
  const lastTwo = ((grade % 100) + 100) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ORDINAL_SUFFIXES[((grade % 10) + 10) % 10] ?? 'th';
}

/**
 * textstat's `text_standard` as text: "9th and 10th grade" for a consensus grade of 10. An empty
 * text has grade 0, hence "-1th and 0th grade".
 */
export function textStandard(profile: TextProfile): string {
  const lower = Math.trunc(textStandardGrade(profile)) - 1;
  const upper = lower + 1;
  return `${lower}${gradeSuffix(lower)} and ${upper}${gradeSuffix(upper)} grade`;
}
