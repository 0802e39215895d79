import type { DocSentence } from './document';

/**
 * How a document is built, read from the text itself (no genre flag). A news report puts its point
 * in its opening sentence, so its opening is the best summary; essays, stories, letters, guides and
 * encyclopedic articles spread their point, so their sentences are ranked by the learned ranker. A
 * text is read as a report unless its structure says it is something else: many pasted news texts
 * carry no attribution and arrive as one block, and a missed report loses its lead.
 */
export interface DocumentStructure {
  /** Sentences per body paragraph, on average. */
  sentencesPerParagraph: number;
  /** Share of sentences with a reporting verb ("said", "told", "according to"). */
  reportingRate: number;
  /** Share of paragraphs that open with a quotation (dialogue, as in fiction). */
  dialogueRate: number;
  /** Share of sentences dated the way news is ("on Tuesday", "last week") or naming "Mr"/"Ms" someone. */
  newsCueRate: number;
  /** Share of sentences with a first-person word outside quotations (essays, letters, speeches). */
  firstPersonRate: number;
  /** Share of sentences addressing the reader ("you"): guides, mail, instructions. */
  secondPersonRate: number;
  /** Share of sentences with a parenthesis (encyclopedic and academic text). */
  parenthesisRate: number;
  /** Heading lines: two or more divide the text into sections. */
  headings: number;
  /** Whether the document reads as a lead-first news report. */
  leadFirst: boolean;
}

const REPORTING = /\b(?:said|says|told|according to|announced|reported|added)\b/i;
const OPENS_WITH_QUOTE = /^["“‘']/;
const NEWS_CUE =
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|yesterday|today|tonight|(?:last|this|next) (?:week|month|year)|last night)\b|\b(?:Mr|Mrs|Ms|Dr)\.? [A-Z]/;
const FIRST_PERSON = /\b(?:I|we|my|our|me|us)\b/;
const SECOND_PERSON = /\b(?:you|your)\b/i;
const QUOTATION = /["“][^"”]*["”]/g;

/**
 * Thresholds of the "something else" evidence, chosen on the read halves of GUM (academic, bio,
 * court, interview, voyage, news), MASC (letters, mail, blogs, essays, fiction, transcripts,
 * newspaper), the XSum / WritingPrompts / PubMedQA human texts of ai_detection/, Gutenberg windows,
 * presidential speeches and Wikipedia: the news sets' means are 0.03–0.06 first person, ≤ 0.01
 * "you" and 0.04–0.05 parentheses; letters, mail, interviews and speeches 0.3–0.5 first person,
 * guides and mail 0.2–0.5 "you", academic and technical text 0.24–0.28 parentheses.
 */
const OTHER = { firstPerson: 0.12, secondPerson: 0.1, parenthesis: 0.12, newsCue: 0.1 };

/** Structure of a split document (headings are ignored but for counting them). */
export function documentStructure(sentences: DocSentence[]): DocumentStructure {
  const body = sentences.filter((s) => !s.heading);
  const paragraphs = new Map<number, DocSentence[]>();
  for (const s of body) paragraphs.set(s.paragraph, [...(paragraphs.get(s.paragraph) ?? []), s]);
  const n = body.length || 1;
  const rate = (re: RegExp, text = (t: string) => t) => body.filter((s) => re.test(text(s.text))).length / n;
  const sentencesPerParagraph = body.length / (paragraphs.size || 1);
  const reportingRate = rate(REPORTING);
  const openers = [...paragraphs.values()].map((p) => p[0].text);
  const dialogueRate = openers.filter((t) => OPENS_WITH_QUOTE.test(t)).length / (openers.length || 1);
  const newsCueRate = rate(NEWS_CUE);
  const firstPersonRate = rate(FIRST_PERSON, (t) => t.replace(QUOTATION, ' '));
  const secondPersonRate = rate(SECOND_PERSON, (t) => t.replace(QUOTATION, ' '));
  const parenthesisRate = rate(/\(/);
  const headings = sentences.length - body.length;
  // Evidence of a report: attributed statements or news dating. Short paragraphs are weaker
  // evidence (Wikipedia's and fiction's are often short too): they count when the writing does not
  // speak as "I"/"we", address a reader or cite in parentheses.
  const reported = reportingRate >= 0.12 || newsCueRate >= OTHER.newsCue;
  const otherVoice =
    firstPersonRate >= OTHER.firstPerson ||
    secondPersonRate >= OTHER.secondPerson ||
    parenthesisRate >= OTHER.parenthesis;
  const shortParagraphs = paragraphs.size >= 3 && sentencesPerParagraph <= 2.5;
  // Sections or long paragraphs (encyclopedic articles, essays) are a layout news does not have;
  // one block of many sentences, as pasted news often is, says nothing either way.
  const otherLayout = headings >= 2 || (paragraphs.size >= 3 && !shortParagraphs);
  const leadFirst = dialogueRate < 0.3 && (reported || (!otherVoice && !otherLayout));
  return {
    sentencesPerParagraph,
    reportingRate,
    dialogueRate,
    newsCueRate,
    firstPersonRate,
    secondPersonRate,
    parenthesisRate,
    headings,
    leadFirst,
  };
}
